import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '#/db/schema.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import type { TCommunicationFixture } from '../../test/communication-fixtures.ts';

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

/** An SMS communication row (channel 2) to the fixture's list, written straight to the database. */
export async function insertSmsCommunication(
  owner: Kysely<DB>,
  clientId: number,
  listIds: number[],
  extra: { throttlePerMinute?: number; frequencyCap?: object } = {},
): Promise<number> {
  const row = await owner
    .insertInto('communications')
    .values({
      client_id: clientId,
      name: `SMS ${Math.random().toString(36).slice(2, 8)}`,
      channel_id: 2,
      status: 3,
      audience: JSON.stringify({ listIds, suppressionListIds: [] }),
      content: JSON.stringify({ kind: 'text', text: 'Hi {{ firstName }}' }),
      schedule: JSON.stringify({ kind: 'now' }),
      throttle_per_minute: extra.throttlePerMinute ?? 0,
      frequency_cap: extra.frequencyCap ? JSON.stringify(extra.frequencyCap) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Gives the fixture's contacts mobiles (`prefix` + two digits) and points the client's SMS
 * account (Vonage's API shape) at a local recording provider.
 */
export async function useRecordingSmsProvider(
  f: TCommunicationFixture,
  providerUrl: string,
  mobilePrefix: string,
): Promise<void> {
  await sql`update contacts set mobile = ${mobilePrefix} || lpad((id % 100)::text, 2, '0')
    where client_id = ${f.clientId}`.execute(f.app.ownerDb);
  const saved = await cs(f.app, f.admin, 'UpsertChannelAccount', {
    channelId: 2,
    provider: 'vonage',
    settings: { accountId: 'key1', senderId: 'Acme' },
    secret: 'vonage-secret',
    apiBaseUrl: providerUrl,
  });
  expect(saved.statusCode, saved.body).toBe(200);
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
