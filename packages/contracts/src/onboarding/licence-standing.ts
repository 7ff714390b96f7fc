/**
 * Whether a client's licence is in force now (issue 26, item 1): a licence that ends, ends.
 * After its end the account keeps working for a grace period, with a banner for its account
 * admins; then sending, imports and journeys stop, and sign-in answers 'Licensekey not
 * validated' (spec section 4) until a renewal key or a payment restores it. The texts are ours.
 */
import { z } from 'zod';

/** Days after the end of a licence during which everything still works. */
export const LICENCE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * - unlicensed: no licence record at all (an account set up before licences were recorded, or
 *   by the operator): its flags alone decide, as they always did.
 * - notStarted: the licence's validity begins later (a future-dated licence grants nothing yet).
 * - active: within its validity.
 * - grace: ended less than LICENCE_GRACE_DAYS ago; everything still works.
 * - lapsed: ended, and the grace period is over.
 */
export const LICENCE_STATES = ['unlicensed', 'notStarted', 'active', 'grace', 'lapsed'] as const;
export type TLicenceState = (typeof LICENCE_STATES)[number];

export type TLicenceDates = { validFrom: Date; validUntil: Date };

/** The end of the grace period of a licence ending at `validUntil`. */
export function graceEndOf(validUntil: Date): Date {
  return new Date(validUntil.getTime() + LICENCE_GRACE_DAYS * DAY_MS);
}

/** The state of a licence (or of none) at `now`. */
export function licenceStateAt(licence: TLicenceDates | undefined, now: Date): TLicenceState {
  if (!licence) return 'unlicensed';
  const at = now.getTime();
  if (at < licence.validFrom.getTime()) return 'notStarted';
  if (at < licence.validUntil.getTime()) return 'active';
  return at < graceEndOf(licence.validUntil).getTime() ? 'grace' : 'lapsed';
}

/** States in which sending, imports and journeys stop and sign-in goes to /account-activate. */
export function isLicenceBlocked(state: TLicenceState): boolean {
  return state === 'lapsed' || state === 'notStarted';
}

export const LICENCE_STANDING_MSG = {
  sendingStopped:
    'Sending is stopped: the licence has ended and its 7-day grace period is over. An account admin can renew it on Licence information with a renewal key or a payment.',
  importsStopped:
    'Imports are stopped: the licence has ended and its 7-day grace period is over. An account admin can renew it on Licence information with a renewal key or a payment.',
  journeysStopped:
    'Journeys cannot be started: the licence has ended and its 7-day grace period is over. An account admin can renew it on Licence information with a renewal key or a payment.',
  notStarted:
    'The licence has not started yet: sending, imports and journeys wait until its start date.',
  seatsFull: (seats: number) =>
    `All ${seats} seats of your licence are in use. To add a user, deactivate one, or get a licence key with more seats from your account manager and apply it on Licence information.`,
  channelNotLicensed: (channelName: string) =>
    `${channelName} is not included in your licence. Ask your account manager for a licence that includes it.`,
} as const;

/** POST Licence/GetStanding (any signed-in user): what the banner needs. */
export const ZLicenceStandingSchema = z.object({
  state: z.enum(LICENCE_STATES),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  /** End of the grace period; null without a licence. */
  graceUntil: z.iso.datetime().nullable(),
  /** Days of grace left, a started day counting as one (1 on the last); null outside grace. */
  graceDaysLeft: z.number().int().nullable(),
  channelIds: z.array(z.number().int()),
  seats: z.number().int().nullable(),
  seatsUsed: z.number().int(),
});
export type TLicenceStanding = z.infer<typeof ZLicenceStandingSchema>;
