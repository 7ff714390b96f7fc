import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** An email communication row written straight to the database (compose is another's file). */
export async function insertEmailCommunication(
  owner: Kysely<DB>,
  clientId: number,
  listIds: number[],
  extra: {
    name?: string;
    html?: string;
    schedule?: Record<string, unknown>;
    sendWindow?: Record<string, unknown> | null;
    frequencyCap?: Record<string, unknown> | null;
    throttlePerMinute?: number;
    createdBy?: number | null;
  } = {},
): Promise<number> {
  const row = await owner
    .insertInto('communications')
    .values({
      client_id: clientId,
      name: extra.name ?? `Engine ${Math.random().toString(36).slice(2, 8)}`,
      channel_id: 1,
      status: 3,
      audience: JSON.stringify({ listIds, suppressionListIds: [] }),
      content: JSON.stringify({
        kind: 'email',
        subject: 'Hello {{ firstName }}',
        preheader: '',
        html: extra.html ?? '<p>Hi {{ firstName | default: "there" }}</p>',
        text: 'Hi {{ firstName }}',
      }),
      schedule: JSON.stringify(extra.schedule ?? { kind: 'now' }),
      send_window: extra.sendWindow ? JSON.stringify(extra.sendWindow) : null,
      frequency_cap: extra.frequencyCap ? JSON.stringify(extra.frequencyCap) : null,
      throttle_per_minute: extra.throttlePerMinute ?? 0,
      created_by: extra.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function communicationRow(owner: Kysely<DB>, clientId: number, id: number) {
  return owner
    .selectFrom('communications')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function messageStatuses(owner: Kysely<DB>, clientId: number, id: number) {
  const rows = await sql<{ status: string; n: number }>`select status, count(*)::int as n
    from messages where client_id = ${clientId} and communication_id = ${id}
    group by status`.execute(owner);
  return Object.fromEntries(rows.rows.map((r) => [r.status, r.n]));
}
