/**
 * The people a demo history is about: the client's contacts, topped up to the size asked for.
 * New ones are made set-based (INSERT ... SELECT over generate_series, in chunks so progress
 * shows), deterministic names from md5 of their number, emails at the example domains, mobile
 * numbers for some in a range the import benchmark does not use.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { inTenant } from './in-tenant.ts';
import type { TDemoContact } from './produce-history.ts';

const CHUNK = 50_000;
const FIRST = [
  'Olivia',
  'Jack',
  'Amelia',
  'Harry',
  'Isla',
  'Oscar',
  'Ava',
  'Leo',
  'Mia',
  'Noah',
  'Freya',
  'Alfie',
  'Grace',
  'Theo',
  'Ruby',
  'Arthur',
  'Evie',
  'Rory',
  'Priya',
  'Ewan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Evans',
  'Walker',
  'Patel',
  'Wright',
  'Hughes',
  'Green',
  'Khan',
  'Lloyd',
  'Baker',
  'Hall',
  'Clarke',
  'Morgan',
  'Ward',
  'Price',
  'Turner',
  'Hill',
];

async function countContacts(db: Kysely<DB>, clientId: number): Promise<number> {
  return inTenant(db, clientId, async (trx) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::integer as n from contacts where client_id = ${clientId}`.execute(trx);
    return rows[0]?.n ?? 0;
  });
}

/** Adds contacts until the client has `wanted`; reports each chunk. Returns how many it added. */
export async function topUpContacts(
  db: Kysely<DB>,
  clientId: number,
  wanted: number,
  onProgress: (added: number, missing: number) => void = () => undefined,
): Promise<number> {
  const existing = await countContacts(db, clientId);
  const missing = Math.max(0, wanted - existing);
  let added = 0;
  for (let from = 0; from < missing; from += CHUNK) {
    const to = Math.min(missing, from + CHUNK);
    // Numbered after the existing ones, so a later top-up continues the series.
    const first = existing + from + 1;
    const last = existing + to;
    added += await inTenant(db, clientId, async (trx) => {
      const result = await sql`
        insert into contacts (client_id, email, mobile, first_name, last_name, attributes,
          consent, created_at, updated_at)
        select ${clientId}, lower(f || '.' || l) || '.' || g || '@example.' ||
            (array['com', 'org', 'net'])[1 + g % 3],
          case when g % 5 < 2 then '+447555' || lpad(g::text, 7, '0') end, f, l,
          jsonb_build_object('city', (array['London', 'Leeds', 'Bristol', 'York', 'Bath',
            'Glasgow', 'Cardiff', 'Belfast'])[1 + g % 8],
            'plan', (array['Free', 'Free', 'Plus', 'Pro'])[1 + (g / 7) % 4],
            'loyalty_points', (g::bigint * 7919) % 5000),
          jsonb_strip_nulls(jsonb_build_object(
            'email', case when g % 10 < 8 then 'subscribed' else 'unsubscribed' end,
            'sms', case when g % 5 < 2 then 'subscribed' end)),
          now() - make_interval(days => ((g * 37) % 500)::int),
          now() - make_interval(days => (g % 90)::int)
        from generate_series(${first}::bigint, ${last}::bigint) g,
          lateral (select (${FIRST}::text[])[1 + g % ${FIRST.length}] as f,
            (${LAST}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}] as l) names
        on conflict do nothing`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    });
    onProgress(added, missing);
  }
  return added;
}

/** The client's first `limit` contacts, oldest first: the same people for the same audience. */
export async function loadDemoContacts(
  db: Kysely<DB>,
  clientId: number,
  limit: number,
): Promise<TDemoContact[]> {
  return inTenant(db, clientId, async (trx) => {
    const rows = await trx
      .selectFrom('contacts')
      .select(['passport_id as passportId', 'email', 'mobile'])
      .where('client_id', '=', clientId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows;
  });
}
