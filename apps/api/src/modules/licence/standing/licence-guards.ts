import { sql, type Transaction } from 'kysely';
import { channelName } from '@resonate/contracts/channels';
import {
  isLicenceBlocked,
  LICENCE_STANDING_MSG,
} from '@resonate/contracts/onboarding/licence-standing';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { loadLicenceStanding, type TLicenceStandingNow } from './licence-standing.ts';

/** What a lapsed (or not yet started) licence stops, each with the message its page shows. */
export type TLicensedActivity = 'sending' | 'imports' | 'journeys';

const STOPPED: Record<TLicensedActivity, string> = {
  sending: LICENCE_STANDING_MSG.sendingStopped,
  imports: LICENCE_STANDING_MSG.importsStopped,
  journeys: LICENCE_STANDING_MSG.journeysStopped,
};

/** Why `activity` cannot go on under this standing, or undefined when it can. */
export function licenceStopReason(
  standing: TLicenceStandingNow,
  activity: TLicensedActivity,
): string | undefined {
  if (standing.state === 'notStarted') return LICENCE_STANDING_MSG.notStarted;
  return isLicenceBlocked(standing.state) ? STOPPED[activity] : undefined;
}

/** Why the licence does not cover `channelId`, or undefined when it does. */
export function channelNotLicensedReason(
  standing: TLicenceStandingNow,
  channelId: number,
): string | undefined {
  if (standing.channelIds.includes(channelId)) return undefined;
  return LICENCE_STANDING_MSG.channelNotLicensed(channelName(channelId) ?? `Channel ${channelId}`);
}

/** Refuses (403) `activity` when the tenant's licence has lapsed or not started. */
export async function assertLicenceAllows(
  trx: Transaction<DB>,
  clientId: number,
  activity: TLicensedActivity,
  now: Date = new Date(),
): Promise<TLicenceStandingNow> {
  const standing = await loadLicenceStanding(trx, clientId, now);
  const reason = licenceStopReason(standing, activity);
  if (reason) throw new AppError('FORBIDDEN', reason, { data: { licenceState: standing.state } });
  return standing;
}

/** Refuses (403) setting up or sending on a channel the licence does not include. */
export async function assertChannelLicensed(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
  now: Date = new Date(),
): Promise<void> {
  const reason = channelNotLicensedReason(await loadLicenceStanding(trx, clientId, now), channelId);
  if (reason) throw new AppError('FORBIDDEN', reason, { errors: { channelId: reason } });
}

/**
 * Refuses (409) one more user holding a seat (an invitation, a reactivation) when every seat
 * of the governing licence is taken. Without a licence record there are no seats to count.
 */
export async function assertSeatFree(
  trx: Transaction<DB>,
  clientId: number,
  now: Date = new Date(),
): Promise<void> {
  const first = await loadLicenceStanding(trx, clientId, now);
  if (!first.licence) return;
  // Two invitations at once must not both take the last seat: they count in turn, per licence
  // owner (a brand and its agency share the agency's seats), until the caller commits.
  await sql`select pg_advisory_xact_lock(hashtext(${`licence-seats:${first.licence.ownerClientId}`}))`.execute(
    trx,
  );
  const standing = await loadLicenceStanding(trx, clientId, now);
  if (!standing.licence) return;
  if (standing.seatsUsed + 1 > standing.licence.seats) {
    throw new AppError('CONFLICT', LICENCE_STANDING_MSG.seatsFull(standing.licence.seats), {
      data: { seats: standing.licence.seats, seatsUsed: standing.seatsUsed },
    });
  }
}

/**
 * Why a send on `channelId` cannot go out now (the licence lapsed or not started, or it leaves
 * the channel out), or undefined when it can: the engine's and the journeys' check at send time.
 */
export async function licenceSendStop(
  trx: Transaction<DB>,
  clientId: number,
  channelId: number,
  now: Date,
): Promise<string | undefined> {
  const standing = await loadLicenceStanding(trx, clientId, now);
  return licenceStopReason(standing, 'sending') ?? channelNotLicensedReason(standing, channelId);
}
