import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { REQUEST_STATEMENT_TIMEOUT_MS } from '@resonate/contracts/resource-limits';
import { ConfigError } from '#/config.ts';
import { addressKeySetting } from '#/crypto/address-hash.ts';
import { appRolePassword, appRoleUrl } from '#/db/app-role.ts';
import { createBulkPool, createKysely } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Where read-only heavy queries go: dashboard widgets, analytics 360 and exports. Handed only
 * to those use cases, so a write can never reach it (a hot standby would refuse one anyway).
 */
export type TReadDatabase = {
  /** As resonate_app with the request timeout and the address key, like the request pool. */
  readDb: Kysely<DB>;
  /** Raw app-role clients for COPY ... TO STDOUT exports. */
  readBulkPool: pg.Pool;
  /** Seconds the replica's figures are behind the primary; 0 when reading the primary. */
  lagSeconds: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * How far the replica's data is behind: the age of the last transaction it replayed, but 0 when
 * it has replayed all it received. Without that case an idle primary (no new commits) would
 * look like a growing lag though the replica holds everything.
 */
const LAG_SQL = sql<{ lag: number | null }>`
  select case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8
  end as lag`;

/**
 * On a first start the primary has just created the app role; an asynchronous replica replays
 * it a moment later, so its sign-in is tried a few times before the start is refused.
 */
async function canRead(readDb: Kysely<DB>, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(readDb);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Without DATABASE_REPLICA_URL: the primary's own pools, so reads behave as before. */
export function primaryAsReadDatabase(db: Kysely<DB>, bulkPool: pg.Pool): TReadDatabase {
  return { readDb: db, readBulkPool: bulkPool, lagSeconds: async () => 0, close: async () => {} };
}

/**
 * Pools on DATABASE_REPLICA_URL, signed in as the app role (its login and password replicate
 * from the primary; the URL's own user is not used), so row-level security and the per-request
 * tenant setting (withTenant) apply there exactly as on the primary. Checked once at start: a
 * replica the app role cannot reach stops the start with a message saying so.
 */
export async function openReplica(config: TAppConfig, replicaUrl: string): Promise<TReadDatabase> {
  const url = appRoleUrl(replicaUrl, appRolePassword(config.appSecret));
  const readDb = createKysely<DB>({
    url,
    max: 10,
    name: 'resonate-read',
    parseInt8: true,
    statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
    addressKey: addressKeySetting(config.appSecret),
  });
  const readBulkPool = createBulkPool(url, 'resonate-read-bulk');
  const close = async () => {
    await readDb.destroy();
    await readBulkPool.end();
  };
  try {
    await canRead(readDb);
  } catch (error) {
    await close();
    const where = new URL(replicaUrl);
    throw new ConfigError(
      `DATABASE_REPLICA_URL: the app role cannot read ${where.host}${where.pathname} (${(error as Error).message}). It must be a streaming replica of DATABASE_URL's database, which the app role's login reaches once replicated.`,
    );
  }
  const lagSeconds = async () => {
    const { rows } = await LAG_SQL.execute(readDb);
    return Math.max(0, rows[0]?.lag ?? 0);
  };
  return { readDb, readBulkPool, lagSeconds, close };
}
