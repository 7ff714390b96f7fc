import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { findFreePort } from '#/db/free-port.ts';
import { createUntypedKysely } from '#/db/pool.ts';

const run = promisify(execFile);

/** Where Debian's postgresql-NN package puts its binaries (.ci/run installs postgresql-15). */
export function debianPostgresBin(major: number): string {
  return `/usr/lib/postgresql/${major}/bin`;
}

export function hasDebianPostgres(major: number): boolean {
  return existsSync(path.join(debianPostgresBin(major), 'initdb'));
}

export type TDebianCluster = {
  port: number;
  /** Superuser URL of a database: for the test's own setup only, never given to the app. */
  superuserUrl: (database: string) => string;
  /**
   * Creates what a managed service hands an operator: a login role with CREATEROLE (not
   * superuser, no BYPASSRLS) owning a fresh database. Answers that owner's URL.
   */
  createManagedOwner: (
    owner: string,
    database: string,
    options?: { createrole?: boolean; icuLocale?: string },
  ) => Promise<string>;
  stop: () => Promise<void>;
};

export const SUPERUSER_PASSWORD = 'superuser-test';

/** Runs a server binary; as root, as the `postgres` OS user, since PostgreSQL refuses root. */
export function runPostgresBinary(bin: string, command: string, args: string[]) {
  return userInfo().uid === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
    : run(path.join(bin, command), args);
}

/** A fresh directory for a cluster (its data, socket and log), writable by the server's user. */
export async function makePostgresDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  if (userInfo().uid === 0) {
    const pgUser = await postgresIds();
    await chown(dir, pgUser.uid, pgUser.gid);
  }
  return dir;
}

/**
 * A throwaway cluster of Debian's PostgreSQL `major` on a free loopback port, password
 * authentication only (so the app role's password is really checked), fsync off. PostgreSQL
 * refuses to run as root, so as root every server command runs as the `postgres` OS user.
 */
export async function startDebianPostgres(
  major: number,
  bin = debianPostgresBin(major),
): Promise<TDebianCluster> {
  const exec = (command: string, args: string[]) => runPostgresBinary(bin, command, args);
  const dir = await makePostgresDir(`resonate-pg${major}-`);
  const data = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'superuser-password');
  await writeFile(passwordFile, SUPERUSER_PASSWORD);
  const pgUser = userInfo().uid === 0 ? await postgresIds() : undefined;
  if (pgUser) await chown(passwordFile, pgUser.uid, pgUser.gid);
  await exec('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--pwfile',
    passwordFile,
    '--auth=scram-sha-256',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await findFreePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
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

  const superuserUrl = (database: string) =>
    `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${database}`;
  const createManagedOwner = async (
    owner: string,
    database: string,
    { createrole = true, icuLocale }: { createrole?: boolean; icuLocale?: string } = {},
  ) => {
    const password = `${owner}-password`;
    const admin = createUntypedKysely({ url: superuserUrl('postgres'), max: 1, name: 'pg-admin' });
    try {
      await sql`create role ${sql.id(owner)} login ${sql.raw(createrole ? 'createrole' : '')}
        password ${sql.lit(password)}`.execute(admin);
      await sql`create database ${sql.id(database)} owner ${sql.id(owner)} template template0
        ${icuLocale ? sql`locale_provider icu icu_locale ${sql.lit(icuLocale)}` : sql``}`.execute(
        admin,
      );
    } finally {
      await admin.destroy();
    }
    return `postgres://${owner}:${password}@127.0.0.1:${port}/${database}`;
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  return { port, superuserUrl, createManagedOwner, stop };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
