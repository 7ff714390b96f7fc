import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** The client's currency (ISO code): every amount of the dashboard is in it. */
export async function clientCurrency(db: Kysely<DB>, clientId: number): Promise<string> {
  const { rows } = await sql<{ currency: string }>`
    select currency from clients where id = ${clientId}`.execute(db);
  return rows[0]?.currency ?? '';
}
