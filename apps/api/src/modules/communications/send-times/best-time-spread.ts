import { sql } from 'kysely';
import type { TSendWindow } from '@resonate/contracts/campaigns/communications';
import type { TSendTimeEstimate } from '@resonate/contracts/campaigns/send-time-estimate';
import type { TQuietHoursRule } from '@resonate/contracts/communication-settings/quiet-hours';
import type { TContactSelection, TTrx } from '#/modules/audience/index.ts';
import { candidateSlots } from '../engine/best-send-hour.ts';
import { localParts } from '../engine/client-clock.ts';
import { audienceProfile, personProfiles, type TPeople } from '../engine/engagement-profiles.ts';
import { quietUntil } from '../engine/quiet-hours.ts';
import { sendTimeOf, slotCheck } from '../engine/send-time-optimisation.ts';

/** Contacts whose best hours are worked out for the estimate; a larger audience is scaled. */
export const SPREAD_SAMPLE = 5_000;

/**
 * The review step's chart for a best-time send (issue 27, item 2): the engine's own choice
 * (engine/send-time-optimisation.ts) made for the audience's first contacts, counted by the
 * hour of the client's day each would get their message, and scaled to the whole audience.
 */
export async function bestTimeSpread(
  trx: TTrx,
  context: {
    clientId: number;
    selection: TContactSelection;
    audience: number;
    timeZone: string;
    sendWindow: TSendWindow | null;
    rule: TQuietHoursRule | null;
    startsAt: Date;
  },
): Promise<NonNullable<TSendTimeEstimate['bestTime']>> {
  const { clientId, selection, timeZone, startsAt } = context;
  const people: TPeople = sql`select c.id as key, c.passport_id, c.attributes
    from contacts c ${selection.joins}
    where c.client_id = ${clientId} and ${selection.where}
    order by c.id limit ${SPREAD_SAMPLE}`;
  const profiles = await personProfiles(trx, clientId, people, timeZone, startsAt);
  const audience = await audienceProfile(trx, clientId, people, timeZone, startsAt);
  const slots = candidateSlots(startsAt);
  const allowed = slotCheck(context.sendWindow, timeZone, context.rule);
  const counted = Array.from({ length: 24 }, () => 0);
  let ownHistory = 0;
  for (const person of profiles.values()) {
    if (person.own) ownHistory += 1;
    const chosen = sendTimeOf(person, audience, slots, allowed) ?? startsAt;
    // No allowed hour (or no history): the engine's quiet-hours hold then moves it on.
    const at = (context.rule && quietUntil(context.rule, person.zone, chosen)) || chosen;
    const hour = localParts(timeZone, at).hour;
    counted[hour] = (counted[hour] ?? 0) + 1;
  }
  const scale = profiles.size === 0 ? 0 : context.audience / profiles.size;
  return {
    hours: counted.map((n) => Math.round(n * scale)),
    ownHistory: Math.round(ownHistory * scale),
    sampled: context.audience > profiles.size,
  };
}
