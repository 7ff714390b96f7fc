import type {
  TJourneyEdge,
  TJourneyGraph,
  TJourneyNode,
  TReentry,
} from '@resonate/contracts/campaigns/journeys';
import { sql } from 'kysely';
import { withTenant } from '#/db/tenant.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import { graphOf, reentryOf } from '../journey-repository.ts';

export type TEntryNode = Extract<TJourneyNode, { type: 'entry' }>;

/** A journey as the runtime reads it: the graph indexed, watermarks, send nodes' rows. */
export type TRuntimeJourney = {
  clientId: number;
  journeyId: number;
  status: string;
  graph: TJourneyGraph;
  entry: TEntryNode;
  nodes: Map<string, TJourneyNode>;
  /** The next node of a node; of a split, by branch. */
  next: (nodeId: string, branch?: 'yes' | 'no') => string | undefined;
  reentry: TReentry;
  cohortEnrolledAt: Date | null;
  /** As text, to the microsecond. */
  joinWatermark: string | null;
  eventWatermark: number;
  dateWatermark: string | null;
  /** node id -> the hidden communications row of a send node. */
  sendCommunications: Map<string, number>;
};

export function indexGraph(graph: TJourneyGraph) {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const outgoing = new Map<string, TJourneyEdge[]>();
  for (const edge of graph.edges)
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
  const next = (nodeId: string, branch?: 'yes' | 'no') => {
    const edges = outgoing.get(nodeId) ?? [];
    return (branch ? edges.find((e) => e.branch === branch) : edges[0])?.to;
  };
  return { nodes, next };
}

/** The journey, or undefined when it is gone or its graph has no entry (never started). */
export async function loadRuntimeJourney(
  deps: TCommunicationDeps,
  clientId: number,
  journeyId: number,
): Promise<TRuntimeJourney | undefined> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await trx
      .selectFrom('journeys')
      .selectAll()
      .select(sql<string | null>`to_char(date_watermark, 'YYYY-MM-DD')`.as('date_mark'))
      .select(sql<string | null>`join_watermark::text`.as('join_mark'))
      .where('client_id', '=', clientId)
      .where('id', '=', journeyId)
      .executeTakeFirst();
    if (!row) return undefined;
    const graph = graphOf(row);
    const entry = graph.nodes.find((n): n is TEntryNode => n.type === 'entry');
    if (!entry) return undefined;
    const sends = await trx
      .selectFrom('journey_send_nodes')
      .select(['node_id', 'communication_id'])
      .where('client_id', '=', clientId)
      .where('journey_id', '=', journeyId)
      .execute();
    return {
      clientId,
      journeyId,
      status: row.status,
      graph,
      entry,
      ...indexGraph(graph),
      reentry: reentryOf(row),
      cohortEnrolledAt: row.cohort_enrolled_at,
      joinWatermark: row.join_mark,
      eventWatermark: Number(row.event_watermark),
      dateWatermark: row.date_mark,
      sendCommunications: new Map(sends.map((s) => [s.node_id, Number(s.communication_id)])),
    };
  });
}
