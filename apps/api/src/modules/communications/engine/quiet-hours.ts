import { sql } from 'kysely';
import {
  CONTACT_TIME_ZONE_KEYS,
  inQuietHours,
  quietHoursEnd,
  type TQuietHoursRule,
} from '@resonate/contracts/communication-settings/quiet-hours';
import { withTenant } from '#/db/tenant.ts';
import { quietHoursRuleOf } from '#/modules/communication-settings/index.ts';
import { utcOffsetMinutes } from '#/modules/master-data/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { localParts, zonedInstant } from './client-clock.ts';
import {
  createdWithin,
  pendingMessages,
  runCreatedRange,
  type TClaimedMessage,
  type TCreatedRange,
  type TRunRef,
} from './message-batch.ts';

/**
 * Quiet hours per contact time zone (issue 27, item 4). A marketing message whose contact is
 * inside the client's quiet hours for the channel, on the contact's own clock, is neither sent
 * nor dropped: it gets a not-before time, the end of the quiet period, and the run reads it
 * again then. No job per contact: the run's next wake-up is the soonest not-before, and every
 * contact of one time zone shares the same end, so a night's deferrals come due in one batch
 * per zone.
 */

const knownZones = new Map<string, boolean>();

/** Whether Intl knows the zone (cached: a batch names few zones, each checked once). */
function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    known = utcOffsetMinutes(zone, new Date()) !== undefined;
    if (knownZones.size < 1_000) knownZones.set(zone, known);
  }
  return known;
}

/** The contact's own IANA time zone (a custom attribute) when it names a real one; else `fallback`. */
export function contactTimeZone(attributes: Record<string, unknown>, fallback: string): string {
  for (const key of CONTACT_TIME_ZONE_KEYS) {
    const value = attributes[key];
    if (typeof value === 'string' && value !== '' && isKnownZone(value)) return value;
  }
  return fallback;
}

/**
 * When a message due at `at` to a contact in `timeZone` may go: null (now), or the end of the
 * quiet period it falls in, the first instant after `at` whose wall clock reads the rule's end
 * (today's or tomorrow's, DST included: an end skipped by a spring-forward lands just after it).
 */
export function quietUntil(
  rule: Pick<TQuietHoursRule, 'start' | 'end'>,
  timeZone: string,
  at: Date,
): Date | null {
  const local = localParts(timeZone, at);
  if (!inQuietHours(rule, local.hour * 60 + local.minute)) return null;
  const end = quietHoursEnd(rule);
  for (let offset = 0; offset <= 1; offset += 1) {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    const until = zonedInstant(timeZone, {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      ...end,
    });
    if (until.getTime() > at.getTime()) return until;
  }
  // Unreachable: the end comes within a day of any moment inside the period.
  return new Date(at.getTime() + 24 * 60 * 60_000);
}

/**
 * Splits a batch: the messages that may go at `at` are returned; the others get their
 * not-before (one statement) and leave the batch.
 */
export async function holdQuietMessages<T extends TClaimedMessage>(
  deps: Pick<TCommunicationDeps, 'db'>,
  /** The messages' client, and their created_at span when known (a run's, a journey batch's). */
  scope: { clientId: number; created: TCreatedRange | null },
  rule: TQuietHoursRule | null,
  fallbackZone: string,
  batch: readonly T[],
  at: Date,
): Promise<T[]> {
  if (!rule || batch.length === 0) return [...batch];
  const untilByZone = new Map<string, Date | null>();
  const due: T[] = [];
  const held: { id: number; until: Date }[] = [];
  for (const message of batch) {
    const zone = contactTimeZone(message.attributes, fallbackZone);
    if (!untilByZone.has(zone)) untilByZone.set(zone, quietUntil(rule, zone, at));
    const until = untilByZone.get(zone);
    if (until) held.push({ id: message.id, until });
    else due.push(message);
  }
  if (held.length > 0) {
    await withTenant(deps.db, { clientId: scope.clientId }, (trx) =>
      sql`update messages m set not_before = h.until, updated_at = now()
        from unnest(${held.map((h) => h.id)}::bigint[],
          ${held.map((h) => h.until.toISOString())}::timestamptz[]) as h(id, until)
        where m.client_id = ${scope.clientId} and m.id = h.id and m.status = 'queued'
          ${createdWithin('m', scope.created)}`.execute(trx),
    );
  }
  return due;
}

/**
 * The run's next messages that may go at `at`: queued, due, and outside the contacts' quiet
 * hours (those are held, and the next ones read in their place). `exempt`: transactional
 * sends, which quiet hours never hold.
 */
export async function pendingOutsideQuietHours(
  deps: Pick<TCommunicationDeps, 'db'>,
  communication: { channelId: number; timeZone: string },
  run: TRunRef,
  limit: number,
  at: Date,
  options: { exempt?: boolean } = {},
): Promise<TClaimedMessage[]> {
  const rule = options.exempt
    ? null
    : await withTenant(deps.db, { clientId: run.clientId }, (trx) =>
        quietHoursRuleOf(trx, run.clientId, communication.channelId),
      );
  for (;;) {
    const batch = await pendingMessages(deps.db, run, limit, at);
    const scope = { clientId: run.clientId, created: runCreatedRange(run) };
    const due = await holdQuietMessages(deps, scope, rule, communication.timeZone, batch, at);
    // A batch held whole: its rows now wait, so the next read finds others (or none).
    if (due.length > 0 || batch.length === 0) return due;
  }
}
