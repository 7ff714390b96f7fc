import type { FastifyInstance } from 'fastify';
import { ownerOf } from '../test/communication-fixtures.ts';

export type TNewCommunication = {
  name: string;
  status: number;
  channelId?: number;
  departmentId?: number | null;
  createdAt?: string;
  startedAt?: string | null;
  scheduledAt?: string | null;
  archived?: boolean;
  approverIds?: number[];
  createdBy?: number | null;
  schedule?: Record<string, unknown>;
};

/** A communication row written directly (owner connection), as the wizard and engine leave it. */
export async function insertCommunication(
  app: FastifyInstance,
  clientId: number,
  c: TNewCommunication,
): Promise<number> {
  const row = await ownerOf(app)
    .insertInto('communications')
    .values({
      client_id: clientId,
      name: c.name,
      status: c.status,
      channel_id: c.channelId ?? 1,
      department_id: c.departmentId ?? null,
      audience: JSON.stringify({ listIds: [1], suppressionListIds: [] }),
      audience_size: 42,
      content: JSON.stringify({ kind: 'email', subject: 'Hello' }),
      schedule: JSON.stringify(c.schedule ?? { kind: 'now' }),
      throttle_per_minute: 60,
      approver_ids: c.approverIds ?? [],
      created_by: c.createdBy ?? null,
      created_at: c.createdAt ? new Date(c.createdAt) : new Date(),
      started_at: c.startedAt ? new Date(c.startedAt) : null,
      scheduled_at: c.scheduledAt ? new Date(c.scheduledAt) : null,
      archived_at: c.archived ? new Date() : null,
      run_no: c.status === 7 ? 0 : 1,
      submitted_at: c.status === 8 ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A rollup row of one communication on one day, department and channel. */
export async function insertRollup(
  app: FastifyInstance,
  clientId: number,
  r: {
    communicationId: number;
    day: string;
    departmentId?: number;
    channelId?: number;
    sent?: number;
    delivered?: number;
    opened?: number;
    clicked?: number;
    converted?: number;
    revenue?: number;
  },
): Promise<void> {
  await ownerOf(app)
    .insertInto('event_rollups')
    .values({
      client_id: clientId,
      day: r.day,
      department_id: r.departmentId ?? 0,
      communication_id: r.communicationId,
      channel_id: r.channelId ?? 1,
      sent: r.sent ?? 0,
      delivered: r.delivered ?? 0,
      opened: r.opened ?? 0,
      clicked: r.clicked ?? 0,
      bounced: 0,
      unsubscribed: 0,
      converted: r.converted ?? 0,
      leads: 0,
      page_views: 0,
      revenue: r.revenue ?? 0,
      cost: 0,
      conversion_seconds: 0,
      timed_conversions: 0,
    })
    .execute();
}
