import { sql, type Transaction } from 'kysely';
import {
  JOURNEY_MSG,
  ZJourneyGraphSchema,
  ZReentrySchema,
  type TJourney,
  type TJourneyGraph,
  type TJourneySummary,
  type TNodeCount,
  type TReentry,
} from '@resonate/contracts/campaigns/journeys';
import type { DB } from '#/db/schema.ts';
import type { TJourneyStatusColumn } from '#/db/schema/journeys.ts';
import { AppError } from '#/errors.ts';
import { inDepartmentScope, type TDepartmentScope } from '../department-scope.ts';

/** Reading journeys and their counts, inside a tenant transaction. */

export type TTrx = Transaction<DB>;

export type TJourneyRow = {
  id: number;
  name: string;
  status: TJourneyStatusColumn;
  graph: unknown;
  reentry: unknown;
  version: number;
  created_at: Date;
  updated_at: Date;
  activated_at: Date | null;
  department_id: number | null;
};

const COLUMNS = [
  'id',
  'name',
  'status',
  'graph',
  'reentry',
  'version',
  'created_at',
  'updated_at',
  'activated_at',
  'department_id',
] as const;

/** Whose journeys: the session's client and department (0: the whole client). */
export type TJourneyScope = TDepartmentScope;

/**
 * The journey, locked for update when asked; 404 when it is not this client's, or not the
 * department's when the session works in one (as the communication list scopes its rows).
 */
export async function loadJourney(
  trx: TTrx,
  scope: TJourneyScope,
  journeyId: number,
  forUpdate = false,
): Promise<TJourneyRow> {
  let query = trx
    .selectFrom('journeys')
    .select(COLUMNS)
    .where('client_id', '=', scope.clientId)
    .where('id', '=', journeyId)
    .where(inDepartmentScope(scope));
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', JOURNEY_MSG.notFound);
  return row as TJourneyRow;
}

/** The stored graph; one written by an older version that no longer parses reads as empty. */
export function graphOf(row: { graph: unknown }): TJourneyGraph {
  const parsed = ZJourneyGraphSchema.safeParse(row.graph);
  return parsed.success ? parsed.data : { nodes: [], edges: [] };
}

export function reentryOf(row: { reentry: unknown }): TReentry {
  const parsed = ZReentrySchema.safeParse(row.reentry);
  return parsed.success ? parsed.data : { mode: 'once', minDaysBetween: 0 };
}

type TTotalsRow = { journey_id: number; entries: number; active: number; finished: number };

export async function totalsOf(
  trx: TTrx,
  clientId: number,
  journeyIds: readonly number[],
): Promise<Map<number, TJourneySummary['totals']>> {
  const out = new Map<number, TJourneySummary['totals']>();
  if (journeyIds.length === 0) return out;
  const rows = await sql<TTotalsRow>`
    select journey_id, count(*)::int as entries,
      count(*) filter (where state in ('active', 'waiting'))::int as active,
      count(*) filter (where state = 'finished')::int as finished
    from journey_entries
    where client_id = ${clientId} and journey_id = any(${journeyIds}::bigint[])
    group by journey_id`.execute(trx);
  for (const row of rows.rows) {
    out.set(Number(row.journey_id), {
      entries: row.entries,
      active: row.active,
      finished: row.finished,
    });
  }
  return out;
}

export async function countsOf(
  trx: TTrx,
  clientId: number,
  journeyId: number,
  graph: TJourneyGraph,
): Promise<Record<string, TNodeCount>> {
  const rows = await trx
    .selectFrom('journey_node_counts')
    .select(['node_id', 'entered', 'current'])
    .where('client_id', '=', clientId)
    .where('journey_id', '=', journeyId)
    .execute();
  const byNode = new Map(rows.map((r) => [r.node_id, r]));
  const counts: Record<string, TNodeCount> = {};
  for (const node of graph.nodes) {
    const row = byNode.get(node.id);
    const entered = Number(row?.entered ?? 0);
    counts[node.id] =
      node.type === 'exit'
        ? { entered, current: 0, exited: entered }
        : { entered, current: Number(row?.current ?? 0) };
  }
  return counts;
}

export function summaryOf(row: TJourneyRow, totals?: TJourneySummary['totals']): TJourneySummary {
  return {
    journeyId: Number(row.id),
    name: row.name,
    status: row.status,
    version: row.version,
    totals: totals ?? { entries: 0, active: 0, finished: 0 },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    activatedAt: row.activated_at?.toISOString() ?? null,
  };
}

/** The whole journey as GetJourney and every change answer it. */
export async function journeyView(
  trx: TTrx,
  scope: TJourneyScope,
  journeyId: number,
): Promise<TJourney> {
  const { clientId } = scope;
  const row = await loadJourney(trx, scope, journeyId);
  const graph = graphOf(row);
  const totals = await totalsOf(trx, clientId, [journeyId]);
  return {
    ...summaryOf(row, totals.get(journeyId)),
    graph,
    reentry: reentryOf(row),
    counts: await countsOf(trx, clientId, journeyId, graph),
  };
}
