import { sql, type Kysely } from 'kysely';
import type { TConfig } from '#/config.ts';
import type { DB } from '#/db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';

export const DEMO_ACCOUNTS_IN_PRODUCTION =
  `WARNING: DEMO ACCOUNTS EXIST IN THIS PRODUCTION DATABASE. Their password (${DEMO_PASSWORD}) ` +
  'is published in the README, so anyone can sign in as them. Delete these users and their ' +
  'clients, or change their passwords, unless this server is a demo.';

/**
 * At every production start, not only the one that seeded: demo accounts may have come from an
 * earlier start, a restored dump, or SEED_DEMO=true set once and forgotten. Looked up through
 * the sign-in's cross-tenant function, as the app role (the users table is behind RLS).
 */
export async function warnOfDemoAccounts(
  db: Kysely<DB>,
  config: Pick<TConfig, 'nodeEnv'>,
  log: { warn: (fields: object, message: string) => void },
): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const emails = DEMO_USERS.map((user) => user.email);
  const { rows } = await sql<{ email: string }>`
    select e.email from unnest(${emails}::text[]) as e(email)
    where exists (select 1 from auth_find_account(e.email))`.execute(db);
  if (rows.length > 0)
    log.warn({ demoAccounts: rows.map((row) => row.email) }, DEMO_ACCOUNTS_IN_PRODUCTION);
}
