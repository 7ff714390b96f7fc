/**
 * Writes a demo history for one client: its communications, every event through the product's
 * own ingestion (ingestEvents: validation, identity resolution, rollups), then the messages
 * those sends stand for and each communication's cost. Re-running with the same input finds
 * the same communications and stores nothing twice (event ids repeat, ingestion skips them).
 */
import { sql, type Kysely } from 'kysely';
import type { TIngestEvent } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { CHANNEL_PROFILES } from './channel-profiles.ts';
import { inTenant } from './in-tenant.ts';
import { planCommunications, type TPlannedCommunication } from './plan-communications.ts';
import {
  historyShape,
  produceHistory,
  type TDemoContact,
  type THistoryInput,
} from './produce-history.ts';
import { streamOf } from './random.ts';

export type TDemoHistoryOptions = {
  clientId: number;
  contacts: readonly TDemoContact[];
  events: number;
  months: number;
  seed: number;
  now: Date;
  /** Events per ingestEvents call. */
  batchSize?: number;
  /**
   * Concurrent ingestEvents calls (default 1). Events are split by person, so a person's send
   * always comes before their conversion; shared rollup rows still serialise the commits.
   */
  lanes?: number;
  onProgress?: (done: number, total: number) => void;
};

export type TDemoHistorySummary = {
  runKey: string;
  communications: number;
  accepted: number;
  duplicates: number;
  rejected: number;
  /** The first few reasons, for the CLI to show; a correct generator has none. */
  rejections: string[];
  messages: number;
};

/** One history's id: the same arguments on the same day give the same events. */
export function historyRunKey(
  o: Pick<TDemoHistoryOptions, 'seed' | 'contacts' | 'events' | 'months' | 'now'>,
) {
  const day = o.now.toISOString().slice(0, 10);
  return `demo${o.seed}-${streamOf(o.seed, o.contacts.length, o.events, o.months, day).toString(36)}`;
}

async function saveCommunications(
  db: Kysely<DB>,
  clientId: number,
  runKey: string,
  plan: readonly TPlannedCommunication[],
): Promise<number[]> {
  return inTenant(db, clientId, async (trx) => {
    const departments = new Map(
      (
        await trx
          .selectFrom('departments')
          .select(['id', 'name'])
          .where('client_id', '=', clientId)
          .execute()
      ).map((row) => [row.name, row.id]),
    );
    const found = await trx
      .selectFrom('communications')
      .select(['id', sql<string>`audience->>'demoIndex'`.as('demoIndex')])
      .where('client_id', '=', clientId)
      .where(sql`audience->>'demoRun'`, '=', runKey)
      .execute();
    const ids = new Map(found.map((row) => [Number(row.demoIndex), row.id]));
    const missing = plan.filter((c) => !ids.has(c.index));
    const date = (time: number | null) => (time === null ? null : new Date(time));
    if (missing.length > 0) {
      const inserted = await trx
        .insertInto('communications')
        .values(
          missing.map((c) => ({
            client_id: clientId,
            department_id: c.department ? (departments.get(c.department) ?? null) : null,
            name: c.name,
            channel_id: c.channelId,
            status: c.status,
            audience: JSON.stringify({ demoRun: runKey, demoIndex: c.index, kind: 'sample' }),
            audience_size: c.audienceSize,
            scheduled_at: date(c.scheduledAt),
            started_at: date(c.startedAt),
            completed_at: date(c.completedAt),
            budget: c.budget,
            created_at: new Date(c.createdAt),
            updated_at: new Date(c.completedAt ?? c.startedAt ?? c.createdAt),
          })),
        )
        .returning('id')
        .execute();
      missing.forEach((c, i) => ids.set(c.index, inserted[i]!.id));
    }
    return plan.map((c) => ids.get(c.index)!);
  });
}

const addressChannels = (kind: 'email' | 'mobile') =>
  CHANNEL_PROFILES.filter((p) => p.address === kind).map((p) => p.channelId);

/**
 * The messages the sends stand for (one per recipient and communication): derived from the
 * stored sent, delivered and bounced events in one statement, so they agree with the events.
 */
async function saveMessages(db: Kysely<DB>, clientId: number, ids: readonly number[]) {
  return inTenant(db, clientId, async (trx) => {
    const result = await sql`
      insert into messages (client_id, communication_id, passport_id, channel_id, address,
        status, attempts, created_at, sent_at, updated_at)
      select e.client_id, e.communication_id, e.passport_id, min(e.channel_id),
        case when min(e.channel_id) = any(${addressChannels('email')}::int[]) then min(c.email)
          when min(e.channel_id) = any(${addressChannels('mobile')}::int[]) then min(c.mobile) end,
        case when bool_or(e.type = 'bounced') then 'bounced'
          when bool_or(e.type = 'delivered') then 'delivered' else 'sent' end,
        1, min(e.occurred_at), min(e.occurred_at), max(e.occurred_at)
      from contact_events e
      left join contacts c on c.client_id = e.client_id and c.passport_id = e.passport_id
      where e.client_id = ${clientId} and e.communication_id = any(${ids}::bigint[])
        and e.type in ('sent', 'delivered', 'bounced')
      group by e.client_id, e.communication_id, e.passport_id
      on conflict (client_id, communication_id, run_no, passport_id, created_at) do nothing`.execute(
      trx,
    );
    await sql`
      update communications c set cost = r.cost
      from (select communication_id, sum(cost) as cost from event_rollups
        where client_id = ${clientId} and communication_id = any(${ids}::bigint[])
        group by communication_id) r
      where c.client_id = ${clientId} and c.id = r.communication_id`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/** Plans the history and saves its communications (found again on a re-run): the input of produceHistory. */
export async function prepareDemoHistory(
  db: Kysely<DB>,
  options: TDemoHistoryOptions,
): Promise<THistoryInput> {
  const { clientId, contacts, events, months, seed, now } = options;
  const runKey = historyRunKey(options);
  const plan = planCommunications({ contacts: contacts.length, events, months, seed, now });
  const communicationIds = await saveCommunications(db, clientId, runKey, plan);
  return { plan, communicationIds, contacts, events, months, seed, now, runKey };
}

/** The lane of an event: by its person (an identify goes with its anonymous visitor). */
function laneOf(event: TIngestEvent, lanes: number): number {
  if (lanes === 1) return 0;
  const { passportId, anonymousId, email } = event.person;
  const key = event.type === 'identify' ? anonymousId : (passportId ?? anonymousId ?? email);
  return streamOf(key ?? '') % lanes;
}

export async function writeDemoHistory(
  db: Kysely<DB>,
  options: TDemoHistoryOptions,
): Promise<TDemoHistorySummary> {
  const { clientId, events, now } = options;
  const input = await prepareDemoHistory(db, options);
  const { runKey, plan, communicationIds } = input;
  const summary: TDemoHistorySummary = {
    runKey,
    communications: plan.length,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    rejections: [],
    messages: 0,
  };
  const batchSize = options.batchSize ?? 5000;
  // Inside a caller's transaction there is one connection: one lane.
  const lanes = Array.from({ length: db.isTransaction ? 1 : (options.lanes ?? 1) }, () => ({
    batch: [] as TIngestEvent[],
    running: Promise.resolve(),
  }));
  let done = 0;
  const ingest = async (batch: TIngestEvent[]) => {
    const result = await ingestEvents(db, clientId, batch, { now, trustPassportIds: true });
    summary.accepted += result.accepted;
    summary.duplicates += result.duplicates;
    summary.rejected += result.rejected.length;
    for (const r of result.rejected.slice(0, 5 - summary.rejections.length)) {
      summary.rejections.push(`${r.eventId}: ${r.reason}`);
    }
    done += batch.filter((event) => event.type !== 'identify').length;
    options.onProgress?.(done, events);
  };
  // A lane's batches run one after the other, so each person's events keep their order.
  const send = async (lane: (typeof lanes)[number]) => {
    const batch = lane.batch;
    lane.batch = [];
    await lane.running;
    const running = ingest(batch);
    // Marked handled now; the failure still surfaces at the lane's next await.
    running.catch(() => undefined);
    lane.running = running;
  };
  for (const event of produceHistory(input, historyShape(input))) {
    const lane = lanes[laneOf(event, lanes.length)]!;
    lane.batch.push(event);
    if (lane.batch.length >= batchSize) await send(lane);
  }
  for (const lane of lanes) {
    if (lane.batch.length > 0) await send(lane);
  }
  await Promise.all(lanes.map((lane) => lane.running));
  summary.messages = await saveMessages(db, clientId, communicationIds);
  return summary;
}
