import { sql } from 'kysely';
import pg from 'pg';
import type { TUntypedDb } from '#/db/pool.ts';
import { deriveSecret } from '#/secrets.ts';

/** The role request connections use: owns no table, cannot bypass RLS (first migration). */
export const APP_ROLE = 'resonate_app';

export function appRolePassword(appSecret: string): string {
  return deriveSecret(appSecret, 'db-app-role');
}

/** The owner URL with the app role's credentials: same host, port and database. */
export function appRoleUrl(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

async function canLogIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Lets the app role log in with a password derived from APP_SECRET. Not a migration, because
 * migrations cannot know the secret. It first tries to log in: the role is cluster-wide, so
 * several processes (or test databases) share it, and skipping a needless ALTER ROLE avoids
 * "tuple concurrently updated" when they boot together. Needs an owner with CREATEROLE.
 */
export async function enableAppRoleLogin(ownerDb: TUntypedDb, ownerUrl: string, secret: string) {
  const password = appRolePassword(secret);
  const url = appRoleUrl(ownerUrl, password);
  if (await canLogIn(url)) return url;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`alter role ${sql.id(APP_ROLE)} login password ${sql.lit(password)}`.execute(
        ownerDb,
      );
      return url;
    } catch (error) {
      if (attempt >= 3 || (error as { code?: string }).code !== 'XX000') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
