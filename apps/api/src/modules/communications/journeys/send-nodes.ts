import { sql } from 'kysely';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { TJourneyGraph, TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import type { TTrx } from './journey-repository.ts';

type TSendNode = Extract<TJourneyNode, { type: 'send' }>;

/**
 * Gives every send step a hidden communications row (journey_id set) carrying its channel and
 * content, so its messages, rollups, tracking, the dashboard and consumption work as for any
 * communication; the communication list leaves rows with a journey_id out. Called when the
 * journey starts and resumes: existing rows take the step's current content.
 */
export async function syncSendNodes(
  trx: TTrx,
  journey: {
    clientId: number;
    journeyId: number;
    name: string;
    departmentId: number | null;
    userId: number;
  },
  graph: TJourneyGraph,
  status: number,
): Promise<void> {
  const { clientId, journeyId } = journey;
  const existing = await trx
    .selectFrom('journey_send_nodes')
    .select(['node_id', 'communication_id'])
    .where('client_id', '=', clientId)
    .where('journey_id', '=', journeyId)
    .execute();
  const byNode = new Map(existing.map((r) => [r.node_id, Number(r.communication_id)]));
  for (const node of graph.nodes.filter((n): n is TSendNode => n.type === 'send')) {
    const values = {
      name: `${journey.name} · ${node.id}`.slice(0, 200),
      channel_id: node.config.channelId,
      content: JSON.stringify(node.config.content),
      sender: JSON.stringify(node.config.sender ?? {}),
      template_id: node.config.templateId ?? null,
      // The step's sending rules, read by the send step as a campaign's run reads its own.
      send_window: node.config.sendWindow ? JSON.stringify(node.config.sendWindow) : null,
      throttle_per_minute: node.config.throttlePerMinute ?? 0,
      frequency_cap: node.config.frequencyCap ? JSON.stringify(node.config.frequencyCap) : null,
      status,
    };
    const communicationId = byNode.get(node.id);
    if (communicationId !== undefined) {
      await trx
        .updateTable('communications')
        .set({ ...values, updated_at: new Date() })
        .where('client_id', '=', clientId)
        .where('id', '=', communicationId)
        .execute();
      continue;
    }
    const row = await trx
      .insertInto('communications')
      .values({
        ...values,
        client_id: clientId,
        department_id: journey.departmentId,
        audience: '{}',
        journey_id: journeyId,
        created_by: journey.userId,
        started_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('journey_send_nodes')
      .values({
        client_id: clientId,
        journey_id: journeyId,
        node_id: node.id,
        communication_id: row.id,
      })
      .execute();
  }
}

/** The hidden rows follow the journey: sending while active, paused, completed when archived. */
export async function setSendNodesStatus(
  trx: TTrx,
  clientId: number,
  journeyId: number,
  status: number,
): Promise<void> {
  await sql`update communications set status = ${status}, updated_at = now(),
      completed_at = case when ${status}::int = ${STATUS.completed}::int then now() else completed_at end
    where client_id = ${clientId} and journey_id = ${journeyId}`.execute(trx);
}
