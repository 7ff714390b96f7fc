import { sql } from 'kysely';
import type { TSchedule, TSendWindow } from '@resonate/contracts/campaigns/communications';
import type { TQuietHoursRule } from '@resonate/contracts/communication-settings/quiet-hours';
import { withTenant } from '#/db/tenant.ts';
import { quietHoursRuleOf } from '#/modules/communication-settings/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { bestSlot, candidateSlots, profileTotal, type TWeekProfile } from './best-send-hour.ts';
import {
  audienceProfile,
  personProfiles,
  type TPeople,
  type TPersonProfile,
} from './engagement-profiles.ts';
import { createdWithin, runCreatedRange, type TRunRef } from './message-batch.ts';
import { quietUntil } from './quiet-hours.ts';
import type { TRunCommunication } from './run-state.ts';
import { inSendWindow } from './send-window.ts';

/**
 * Send-time optimisation in the engine (issue 27, item 2). Right after the audience is expanded,
 * each queued message of a "best time" run gets a not-before time: the hour within the next 24
 * when its contact is likeliest to open or click (their own history, or the audience's when
 * theirs is thin), inside the send window and outside their quiet hours. No job per contact:
 * the send loop reads messages as their hour comes, and the run wakes at the soonest one.
 */

/** Messages planned per transaction. */
export const STO_BATCH = 5_000;

export const usesBestTime = (schedule: TSchedule) =>
  schedule.kind === 'now' && schedule.bestTime === true;

/** Which slots a person may get: inside the window (client's clock), outside quiet hours (theirs). */
export function slotCheck(
  window: TSendWindow | null,
  clientZone: string,
  rule: TQuietHoursRule | null,
) {
  return (zone: string) => (slot: Date) =>
    (!window || inSendWindow(window, clientZone, slot)) && !(rule && quietUntil(rule, zone, slot));
}

/** A person's send time among `slots`; null: the first slot (no wait). */
export function sendTimeOf(
  person: TPersonProfile,
  audience: TWeekProfile,
  slots: readonly Date[],
  allowed: (zone: string) => (slot: Date) => boolean,
): Date | null {
  const profile = person.own ? person.profile : audience;
  if (profileTotal(profile) === 0) return null;
  const best = bestSlot(profile, person.zone, slots, allowed(person.zone));
  return best && best.getTime() > (slots[0]?.getTime() ?? 0) ? best : null;
}

/** The run's messages not yet planned, as people (`key` is the message id). */
function runPeople(run: TRunRef, after: number, limit: number | null): TPeople {
  return sql`select m.id as key, m.passport_id, coalesce(c.attributes, '{}'::jsonb) as attributes
    from messages m
    left join contacts c on c.client_id = m.client_id and c.passport_id = m.passport_id
    where m.client_id = ${run.clientId} and m.communication_id = ${run.communicationId}
      and m.run_no = ${run.runNo} and m.status = 'queued' and m.not_before is null
      and m.attempts = 0 and m.id > ${after} ${createdWithin('m', runCreatedRange(run))}
    order by m.id ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/** Gives each queued message of a best-time run its hour (idempotent for a resumed run). */
export async function scheduleBestTimes(
  deps: Pick<TCommunicationDeps, 'db'>,
  communication: Pick<TRunCommunication, 'schedule' | 'sendWindow' | 'timeZone' | 'channelId'>,
  run: TRunRef,
  start: Date,
  batchSize = STO_BATCH,
): Promise<void> {
  if (!usesBestTime(communication.schedule)) return;
  const { clientId } = run;
  const zone = communication.timeZone;
  const { rule, audience } = await withTenant(deps.db, { clientId }, async (trx) => ({
    rule: await quietHoursRuleOf(trx, clientId, communication.channelId),
    audience: await audienceProfile(trx, clientId, runPeople(run, 0, null), zone, start),
  }));
  const slots = candidateSlots(start);
  const allowed = slotCheck(communication.sendWindow, zone, rule);
  let after = 0;
  for (;;) {
    const planned = await withTenant(deps.db, { clientId }, async (trx) => {
      const people = await personProfiles(
        trx,
        clientId,
        runPeople(run, after, batchSize),
        zone,
        start,
      );
      const ids: number[] = [];
      const times: string[] = [];
      for (const [id, person] of people) {
        if (id > after) after = id;
        const at = sendTimeOf(person, audience, slots, allowed);
        if (at) {
          ids.push(id);
          times.push(at.toISOString());
        }
      }
      if (ids.length > 0) {
        await sql`update messages m set not_before = p.at, updated_at = now()
          from unnest(${ids}::bigint[], ${times}::timestamptz[]) as p(id, at)
          where m.client_id = ${clientId} and m.id = p.id
            ${createdWithin('m', runCreatedRange(run))}`.execute(trx);
      }
      return people.size;
    });
    if (planned < batchSize) return;
  }
}
