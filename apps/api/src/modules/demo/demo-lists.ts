import { sql, type RawBuilder, type Transaction } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the owner connection is untyped
type TTrx = Transaction<any>;

const and = (...conditions: object[]) => ({ kind: 'group', op: 'and', conditions });
const attr = (key: string, test: object) => ({ kind: 'attribute', key, test });

/** Dynamic lists on the demo audience's custom fields (see demo-audience.ts). */
const DYNAMIC_LISTS = [
  {
    name: 'Pro plan, London',
    rule: and(
      attr('plan', { op: 'anyOf', values: ['Pro'] }),
      attr('city', { op: 'equals', value: 'London' }),
    ),
  },
  {
    name: 'Loyal and subscribed',
    rule: and(attr('loyalty_points', { op: 'gte', value: 3000 }), {
      kind: 'consent',
      channel: 'email',
      status: 'subscribed',
    }),
  },
];

/**
 * Acme Retail's demo lists, after its audience: two target lists ("VIP customers" from the VIP
 * field, "Newsletter, Manchester" by hand), an ad-hoc list as an import leaves one (expiring in
 * 87 days), and two dynamic lists. Skipped when the tenant has no contacts or already has lists.
 */
export async function seedDemoLists(trx: TTrx): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    select id from clients where tenant_short_code = 'ACME'`.execute(trx);
  const clientId = rows[0]?.id;
  if (clientId === undefined) return;
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);
  const seeded = await sql`select
      exists (select 1 from contacts where client_id = ${clientId}) as has_contacts,
      exists (select 1 from audience_lists where client_id = ${clientId}) as has_lists`.execute(
    trx,
  );
  const state = seeded.rows[0] as { has_contacts: boolean; has_lists: boolean };
  if (!state.has_contacts || state.has_lists) return;

  await staticList(
    trx,
    clientId,
    'VIP customers',
    'target',
    'selection',
    sql`attributes ->> 'vip' = 'true'`,
  );
  await staticList(
    trx,
    clientId,
    'Newsletter, Manchester',
    'target',
    'manual',
    sql`attributes ->> 'city' = 'Manchester' and consent ->> 'email' = 'subscribed'`,
  );
  await staticList(trx, clientId, 'Spring sale upload', 'adhoc', 'import', sql`id % 9 = 4`);
  for (const list of DYNAMIC_LISTS) {
    await sql`insert into audience_lists (client_id, name, kind, source, rule)
      values (${clientId}, ${list.name}, 'dynamic', 'manual', ${JSON.stringify(list.rule)}::jsonb)`.execute(
      trx,
    );
  }
}

/** A static list of the contacts matching `where`, with its member_count set. */
async function staticList(
  trx: TTrx,
  clientId: number,
  name: string,
  kind: 'target' | 'adhoc',
  source: string,
  where: RawBuilder<unknown>,
) {
  const { rows } = await sql<{ id: number }>`
    insert into audience_lists (client_id, name, kind, source, expires_at, created_at)
    values (${clientId}, ${name}, ${kind}, ${source},
      case when ${kind} = 'adhoc' then now() + interval '87 days' end,
      now() - interval '33 days')
    returning id`.execute(trx);
  const listId = rows[0]!.id;
  await sql`
    with added as (
      insert into audience_list_members (client_id, list_id, contact_id)
      select client_id, ${listId}, id from contacts where client_id = ${clientId} and ${where}
      returning 1)
    update audience_lists set member_count = (select count(*) from added)
    where client_id = ${clientId} and id = ${listId}`.execute(trx);
}
