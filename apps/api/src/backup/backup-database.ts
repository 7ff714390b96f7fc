import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { resolveOwnerUrl } from '#/db/open-database.ts';
import { createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import type { TAppConfig } from '#/secrets.ts';

export type TOwnerConnection = {
  url: string;
  db: TUntypedDb;
  embedded: boolean;
  serverVersion: string;
  serverMajor: number;
  owner: string;
  close: () => Promise<void>;
};

/**
 * The installation's database as its owner: DATABASE_URL, or the embedded cluster under
 * DATA_DIR (the running one, or started here for the operation and stopped after).
 */
export async function connectOwner(
  config: TAppConfig,
  log: FastifyBaseLogger,
): Promise<TOwnerConnection> {
  const { ownerUrl, embedded } = await resolveOwnerUrl(config, log);
  const db = createUntypedKysely({ url: ownerUrl, max: 1, name: 'resonate-backup' });
  try {
    const { rows } = await sql<{ version: string; num: string; owner: string }>`
      select current_setting('server_version') as version,
        current_setting('server_version_num') as num, current_user as owner`.execute(db);
    const row = rows[0]!;
    return {
      url: ownerUrl,
      db,
      embedded: config.databaseUrl === undefined,
      serverVersion: row.version,
      serverMajor: Math.floor(Number(row.num) / 10_000),
      owner: row.owner,
      close: async () => {
        await db.destroy();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
}

/**
 * The URL without its password, and the environment carrying it: client tools read
 * PGPASSWORD, so the password never shows in the process list.
 */
export function toolConnection(
  url: string,
  env: NodeJS.ProcessEnv,
): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...env, PGPASSWORD: password } };
}
