import { sql, type RawBuilder } from 'kysely';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import type { TJourneyTrigger, TReentry } from '@resonate/contracts/campaigns/journeys';
import { withTenant } from '#/db/tenant.ts';
import { audienceParts } from '../../audience/audience-sql.ts';
import { localParts, timeZoneName } from '../../engine/client-clock.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import type { TTrx } from '../journey-repository.ts';
import type { TRuntimeJourney } from './runtime-journey.ts';

/** Events read per tick and journey; the rest wait for the next tick (the watermark moves). */
export const EVENT_BATCH = 10_000;

/**
 * Enrols the contacts a journey's trigger brings in, set-based: one INSERT ... SELECT per
 * trigger read, `on conflict do nothing` on the trigger key, so a trigger read twice (a
 * restart, two workers) enrols once. New entries stand on the entry node, due now.
 * Returns how many entered.
 */
export async function enrol(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  now: Date,
): Promise<number> {
  const trigger = journey.entry.config.trigger;
  return withTenant(deps.db, { clientId: journey.clientId }, async (trx) => {
    switch (trigger.kind) {
      case 'list':
      case 'listJoin':
        return enrolFromList(trx, journey, trigger, now);
      case 'event':
        return enrolFromEvents(trx, journey, trigger.eventType, now);
      case 'dateAttribute':
        return enrolOnDate(trx, journey, trigger, now);
    }
  });
}

type TCandidates = RawBuilder<unknown>;

/**
 * `candidates` yields (contact_id, passport_id, trigger_key, ord); the re-entry rule filters
 * them and each contact's entries are numbered on.
 */
async function insertEntries(
  trx: TTrx,
  journey: TRuntimeJourney,
  candidates: TCandidates,
  now: Date,
): Promise<number> {
  const { clientId, journeyId } = journey;
  const reentry: TReentry = journey.reentry;
  const mine = sql`e.client_id = ${clientId} and e.journey_id = ${journeyId} and e.contact_id = k.contact_id`;
  const filters: RawBuilder<unknown>[] = [];
  if (reentry.mode === 'once')
    filters.push(sql`and not exists (select 1 from journey_entries e where ${mine})`);
  if (reentry.mode === 'afterExit')
    filters.push(sql`and not exists (select 1 from journey_entries e where ${mine}
      and e.state in ('active', 'waiting'))`);
  if (reentry.minDaysBetween > 0)
    filters.push(sql`and not exists (select 1 from journey_entries e where ${mine}
      and e.entered_at > ${now}::timestamptz - make_interval(days => ${reentry.minDaysBetween}))`);
  // One entry per contact per read unless every trigger may enter at once.
  const onePerContact = reentry.mode !== 'always' || reentry.minDaysBetween > 0;
  const source = onePerContact
    ? sql`(select distinct on (contact_id) * from (${candidates}) d order by contact_id, ord)`
    : sql`(${candidates})`;
  const inserted = await sql<{ n: number }>`
    with added as (
      insert into journey_entries (client_id, journey_id, contact_id, passport_id, entry_no,
        node_id, state, wake_at, entered_at, trigger_key)
      select ${clientId}, ${journeyId}, k.contact_id, k.passport_id,
        coalesce((select max(e.entry_no) from journey_entries e where ${mine}), 0)
          + row_number() over (partition by k.contact_id order by k.ord),
        ${journey.entry.id}, 'active', ${now}, ${now}, k.trigger_key
      from ${source} k
      where true ${sql.join(filters, sql` `)}
      on conflict (client_id, journey_id, trigger_key) do nothing
      returning 1
    )
    select count(*)::int as n from added`.execute(trx);
  const n = inserted.rows[0]?.n ?? 0;
  if (n > 0) {
    await sql`
      insert into journey_node_counts (client_id, journey_id, node_id, entered, current)
      values (${clientId}, ${journeyId}, ${journey.entry.id}, ${n}, ${n})
      on conflict (client_id, journey_id, node_id) do update
        set entered = journey_node_counts.entered + excluded.entered,
          current = journey_node_counts.current + excluded.current`.execute(trx);
  }
  return n;
}

/**
 * 'list': the list's members when the journey starts (a cohort, once), then members added
 * later; 'listJoin': only the later ones. Joins are read by added_at past a watermark.
 */
async function enrolFromList(
  trx: TTrx,
  journey: TRuntimeJourney,
  trigger: Extract<TJourneyTrigger, { kind: 'list' | 'listJoin' }>,
  now: Date,
): Promise<number> {
  const { clientId, journeyId } = journey;
  let entered = 0;
  if (trigger.kind === 'list' && journey.cohortEnrolledAt === null) {
    // The passport channel reaches every contact: the list's own rule, no address filter.
    const parts = await audienceParts(trx, clientId, CHANNEL_IDS_BY_NAME.webhook, {
      listIds: [trigger.listId],
      suppressionListIds: [],
    });
    entered += await insertEntries(
      trx,
      journey,
      sql`select c.id as contact_id, c.passport_id, 'cohort:' || c.id as trigger_key, c.id as ord
        from contacts c where c.client_id = ${clientId} and ${parts.base}`,
      now,
    );
    await trx
      .updateTable('journeys')
      .set({ cohort_enrolled_at: now })
      .where('client_id', '=', clientId)
      .where('id', '=', journeyId)
      .execute();
  }
  // As text: microseconds survive (a JS Date would cut them and lose the last join).
  const joined = await sql<{ last: string | null }>`
    select max(m.added_at)::text as last from audience_list_members m
    where m.client_id = ${clientId} and m.list_id = ${trigger.listId}
      and m.added_at > ${journey.joinWatermark}::timestamptz`.execute(trx);
  const last = joined.rows[0]?.last ?? null;
  if (last === null) return entered;
  entered += await insertEntries(
    trx,
    journey,
    sql`select c.id as contact_id, c.passport_id,
        'join:' || c.id || ':' || (extract(epoch from m.added_at) * 1000000)::bigint as trigger_key,
        m.added_at as ord
      from audience_list_members m
      join contacts c on c.client_id = m.client_id and c.id = m.contact_id
      where m.client_id = ${clientId} and m.list_id = ${trigger.listId}
        and m.added_at > ${journey.joinWatermark}::timestamptz and m.added_at <= ${last}::timestamptz`,
    now,
  );
  await trx
    .updateTable('journeys')
    .set({ join_watermark: sql<Date>`${last}::timestamptz` })
    .where('client_id', '=', clientId)
    .where('id', '=', journeyId)
    .execute();
  return entered;
}

/** Each event of the type after the watermark (not those of this journey's own messages). */
async function enrolFromEvents(
  trx: TTrx,
  journey: TRuntimeJourney,
  eventType: string,
  now: Date,
): Promise<number> {
  const { clientId, journeyId } = journey;
  const read = await sql<{ last: number | null }>`
    select max(id) as last from (select ev.id from contact_events ev
      where ev.client_id = ${clientId} and ev.id > ${journey.eventWatermark}
      order by ev.id limit ${EVENT_BATCH}) batch`.execute(trx);
  const last =
    read.rows[0]?.last === null || read.rows[0] === undefined ? null : Number(read.rows[0].last);
  if (last === null) return 0;
  const entered = await insertEntries(
    trx,
    journey,
    sql`select c.id as contact_id, c.passport_id, 'event:' || ev.id as trigger_key, ev.id as ord
      from contact_events ev
      join contacts c on c.client_id = ev.client_id and c.passport_id = ev.passport_id
      where ev.client_id = ${clientId} and ev.id > ${journey.eventWatermark} and ev.id <= ${last}
        and ev.type = ${eventType}
        and (ev.communication_id is null or ev.communication_id not in (
          select s.communication_id from journey_send_nodes s
          where s.client_id = ${clientId} and s.journey_id = ${journeyId}))`,
    now,
  );
  await trx
    .updateTable('journeys')
    .set({ event_watermark: last })
    .where('client_id', '=', clientId)
    .where('id', '=', journeyId)
    .execute();
  return entered;
}

/**
 * Once a day, from the trigger's hour in the client's time zone: contacts whose date
 * attribute's month-day is today + offsetDays (a 29 February only in leap years).
 */
async function enrolOnDate(
  trx: TTrx,
  journey: TRuntimeJourney,
  trigger: Extract<TJourneyTrigger, { kind: 'dateAttribute' }>,
  now: Date,
): Promise<number> {
  const { clientId, journeyId } = journey;
  const client = await trx
    .selectFrom('clients')
    .select('time_zone_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  const local = localParts(timeZoneName(Number(client?.time_zone_id ?? 0)), now);
  const today = isoDate(local.year, local.month, local.day);
  if (
    local.hour < trigger.hour ||
    (journey.dateWatermark !== null && journey.dateWatermark >= today)
  ) {
    return 0;
  }
  const target = new Date(Date.UTC(local.year, local.month - 1, local.day + trigger.offsetDays));
  const monthDay = target.toISOString().slice(5, 10);
  const entered = await insertEntries(
    trx,
    journey,
    sql`select c.id as contact_id, c.passport_id, 'date:' || c.id || ':' || ${today} as trigger_key,
        c.id as ord
      from contacts c
      where c.client_id = ${clientId}
        and c.attributes ->> ${trigger.key} ~ '^\\d{4}-\\d{2}-\\d{2}'
        and substr(c.attributes ->> ${trigger.key}, 6, 5) = ${monthDay}`,
    now,
  );
  await trx
    .updateTable('journeys')
    .set({ date_watermark: today })
    .where('client_id', '=', clientId)
    .where('id', '=', journeyId)
    .execute();
  return entered;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
