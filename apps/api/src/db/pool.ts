import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { observePool } from '#/metrics/pool-metrics.ts';

const INT8_OID = 20;

/**
 * The app pool reads int8 (bigint ids, counts) as numbers: the contracts speak numbers, and
 * ids stay far below 2^53. Scoped to this pool instead of pg's global parsers, so pg-boss and
 * other libraries keep their defaults.
 */
const appTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * Kysely's own type for code that runs raw SQL on a database whose shape it does not describe:
 * migrations, boot steps, admin work on other databases.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TUntypedDb = Kysely<any>;

export type TPoolOptions = {
  url: string;
  max: number;
  name: string;
  parseInt8?: boolean;
  /** Sent at connection start, so every statement of the pool is cancelled past it. */
  statementTimeoutMs?: number;
  /**
   * addressKeySetting(APP_SECRET): sent at connection start as `app.address_key`, which
   * keyed_address_hash() reads (suppressions; see crypto/address-hash.ts).
   */
  addressKey?: string;
};

export function createKysely<T>(options: TPoolOptions): Kysely<T> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    application_name: options.name,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.parseInt8 ? { types: appTypes } : {}),
    ...(options.addressKey ? { options: `-c app.address_key=${options.addressKey}` } : {}),
  });
  // An idle connection can be closed by the server (restart, failover, admin termination). The
  // pool drops that client and opens a new one on demand; without a listener the 'error' event
  // would crash the process.
  pool.on('error', () => {});
  observePool(options.name, pool);
  return new Kysely<T>({ dialect: new PostgresDialect({ pool }) });
}

export function createUntypedKysely(options: TPoolOptions): TUntypedDb {
  return createKysely<unknown>(options) as TUntypedDb;
}

/**
 * A few raw connections as the app role for COPY streams, which Kysely cannot carry. Kept apart
 * from the request pool so a long import never starves requests of connections.
 */
export function createBulkPool(url: string, name = 'resonate-bulk'): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    application_name: name,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    types: appTypes,
  });
  pool.on('error', () => {});
  observePool(name, pool);
  return pool;
}
