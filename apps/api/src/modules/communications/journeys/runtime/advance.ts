import { sql } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import type { TTrx } from '../journey-repository.ts';
import type { TRuntimeJourney } from './runtime-journey.ts';
import { sendStep } from './send-step.ts';
import { walk, type TCountDelta, type TDueEntry, type TWalkResult } from './walk.ts';

/** Entries moved per transaction. */
export const ADVANCE_BATCH = 500;
/** Batches per tick and journey; the rest move on the next tick. */
const MAX_BATCHES = 200;
export const SETTLED = ['sent', 'delivered', 'failed', 'bounced', 'suppressed'];

type TDueRow = {
  id: number;
  node_id: string;
  state: 'active' | 'waiting';
  passport_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  attributes: Record<string, unknown> | null;
};

/**
 * Moves every due entry (wake_at <= now) of an active journey, in batches locked with
 * FOR UPDATE SKIP LOCKED: instant steps in the batch's transaction (with the counts), then
 * the messages of entries standing on a send step; those entries move on in a later batch once
 * their message is settled. Returns how many entries were moved.
 */
export async function advanceDue(
  deps: TCommunicationDeps,
  journey: TRuntimeJourney,
  now: Date,
): Promise<number> {
  let moved = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const atSend = await withTenant(deps.db, { clientId: journey.clientId }, async (trx) => {
      // Paused or archived meanwhile: nothing more moves.
      if (!(await stillActive(trx, journey))) return undefined;
      const due = await loadDue(trx, journey, now);
      if (due.length === 0) return undefined;
      const deltas: TCountDelta = new Map();
      const results = due.map((entry) => walk(journey, entry, now, deltas));
      await saveMoves(trx, journey, results, deltas, now);
      moved += due.length;
      return results.filter((r) => r.atSend);
    });
    if (atSend === undefined) break;
    const byNode = new Map<string, number[]>();
    for (const r of atSend) byNode.set(r.nodeId, [...(byNode.get(r.nodeId) ?? []), r.entryId]);
    for (const [nodeId, entryIds] of byNode) await sendStep(deps, journey, nodeId, entryIds, now);
  }
  return moved;
}

async function stillActive(trx: TTrx, journey: TRuntimeJourney): Promise<boolean> {
  const row = await trx
    .selectFrom('journeys')
    .select('status')
    .where('client_id', '=', journey.clientId)
    .where('id', '=', journey.journeyId)
    .executeTakeFirst();
  return row?.status === 'active';
}

async function loadDue(trx: TTrx, journey: TRuntimeJourney, now: Date): Promise<TDueEntry[]> {
  const { clientId, journeyId } = journey;
  const rows = await sql<TDueRow>`
    with due as (
      select e.id, e.node_id, e.state, e.contact_id, e.passport_id from journey_entries e
      where e.client_id = ${clientId} and e.journey_id = ${journeyId}
        and e.state in ('active', 'waiting') and e.wake_at <= ${now}
      order by e.wake_at, e.id
      limit ${ADVANCE_BATCH}
      for update skip locked
    )
    select d.id, d.node_id, d.state, d.passport_id, c.first_name, c.last_name, c.email, c.mobile,
      c.attributes
    from due d left join contacts c on c.client_id = ${clientId} and c.id = d.contact_id
    order by d.id`.execute(trx);
  if (rows.rows.length === 0) return [];
  const ids = rows.rows.map((r) => Number(r.id));
  const sendComms = [...journey.sendCommunications.values()];
  const messages =
    sendComms.length === 0
      ? []
      : await trx
          .selectFrom('messages')
          .select(['communication_id', 'run_no', 'status', 'opened_at', 'clicked_at'])
          .where('client_id', '=', clientId)
          .where('communication_id', 'in', sendComms)
          .where('run_no', 'in', ids)
          .execute();
  const nodeOfComm = new Map([...journey.sendCommunications].map(([node, comm]) => [comm, node]));
  const byEntry = new Map<number, typeof messages>();
  for (const m of messages)
    byEntry.set(Number(m.run_no), [...(byEntry.get(Number(m.run_no)) ?? []), m]);
  return rows.rows.map((row) => {
    const id = Number(row.id);
    const engagement = new Map<string, { opened: boolean; clicked: boolean }>();
    let sendDone = false;
    for (const m of byEntry.get(id) ?? []) {
      const node = nodeOfComm.get(Number(m.communication_id));
      if (node === undefined) continue;
      engagement.set(node, { opened: m.opened_at !== null, clicked: m.clicked_at !== null });
      if (node === row.node_id && SETTLED.includes(m.status)) sendDone = true;
    }
    return {
      id,
      nodeId: row.node_id,
      state: row.state,
      sendDone,
      engagement,
      contact: {
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        email: row.email ?? '',
        mobile: row.mobile ?? '',
        attributes: row.attributes ?? {},
      },
    };
  });
}

/** The entries' new places and the counts, in the batch's transaction. */
async function saveMoves(
  trx: TTrx,
  journey: TRuntimeJourney,
  results: readonly TWalkResult[],
  deltas: TCountDelta,
  now: Date,
): Promise<void> {
  const { clientId, journeyId } = journey;
  await sql`
    update journey_entries e set node_id = r.node_id, state = r.state, wake_at = r.wake_at,
      exit_reason = r.exit_reason, updated_at = now(),
      finished_at = case when r.state in ('finished', 'exited') then ${now}::timestamptz end
    from unnest(${results.map((r) => r.entryId)}::bigint[], ${results.map((r) => r.nodeId)}::text[],
      ${results.map((r) => r.state)}::text[],
      ${results.map((r) => r.wakeAt?.toISOString() ?? null)}::timestamptz[],
      ${results.map((r) => r.exitReason)}::text[]) as r(id, node_id, state, wake_at, exit_reason)
    where e.client_id = ${clientId} and e.journey_id = ${journeyId} and e.id = r.id`.execute(trx);
  await applyDeltas(trx, clientId, journeyId, deltas);
}

export async function applyDeltas(
  trx: TTrx,
  clientId: number,
  journeyId: number,
  deltas: TCountDelta,
): Promise<void> {
  const changed = [...deltas].filter(([, d]) => d.entered !== 0 || d.current !== 0);
  if (changed.length === 0) return;
  // Deltas, not totals: two transactions moving entries of the same node add up.
  await sql`
    insert into journey_node_counts (client_id, journey_id, node_id, entered, current)
    select ${clientId}, ${journeyId}, d.node_id, d.entered, d.current
    from unnest(${changed.map(([n]) => n)}::text[], ${changed.map(([, d]) => d.entered)}::bigint[],
      ${changed.map(([, d]) => d.current)}::bigint[]) as d(node_id, entered, current)
    on conflict (client_id, journey_id, node_id) do update
      set entered = journey_node_counts.entered + excluded.entered,
        current = journey_node_counts.current + excluded.current`.execute(trx);
}
