import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#/build-app.ts';
import { loadConfig } from '#/config.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import { withTenant } from '#/db/tenant.ts';
import { issueMonthlyInvoice } from '#/modules/invoices/issue/issue-monthly-invoice.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { TEST_APP_SECRET } from '../../test/create-test-app.ts';
import {
  debianPostgresBin,
  hasDebianPostgres,
  startDebianPostgres,
  type TDebianCluster,
} from '../../test/debian-postgres.ts';
import { APP_SECRET_MISMATCH } from './run-restore.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const exec = promisify(execFile);

/** Runs `npm run backup` / `npm run restore` as an operator does: a process of its own. */
async function runScript(script: 'backup' | 'restore', args: string[], env: object) {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      [path.join(ROOT, 'scripts', `${script}.ts`), ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Row count and a digest of every row of each table, in a stable order. */
async function fingerprint(url: string, tables: readonly string[]) {
  const db = createUntypedKysely({ url, max: 1, name: 'backup-test' });
  try {
    const out: Record<string, { rows: number; digest: string }> = {};
    for (const table of tables) {
      const { rows } = await sql<{ rows: number; digest: string }>`
        select count(*)::int as rows,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.table(table)} t`.execute(db);
      out[table] = rows[0]!;
    }
    return out;
  } finally {
    await db.destroy();
  }
}

const TABLES = [
  'contacts',
  'audience_lists',
  'audience_list_members',
  'communications',
  'messages',
  'contact_events',
  'invoices',
] as const;

const available = hasDebianPostgres(15);
const title = available
  ? 'npm run backup and npm run restore (PostgreSQL 15 with managed-service owners)'
  : `npm run backup and npm run restore: SKIPPED, ${debianPostgresBin(15)} is missing (apt-get install postgresql-15; .ci/run installs it)`;

describe.skipIf(!available)(title, () => {
  let source: TDebianCluster;
  let target: TDebianCluster;
  let work: string;
  const apps: FastifyInstance[] = [];

  const start = async (databaseUrl: string, dataDir: string, seed: boolean) => {
    const config = loadConfig({
      // Not 'test': the demo seed with its audience and history (contacts, lists, campaigns,
      // messages, events, invoices), as a first start writes it.
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      SEED_DEMO: seed ? 'true' : 'false',
      METRICS_PORT: '0',
    });
    const app = await buildApp(config, { queue: false, server: { pluginTimeout: 120_000 } });
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    [source, target] = await Promise.all([startDebianPostgres(15), startDebianPostgres(15)]);
    work = await mkdtemp(path.join(tmpdir(), 'resonate-backup-test-'));
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all([source?.stop(), target?.stop()]);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('restores a populated tenant into a fresh database and DATA_DIR: same rows, same files, sign-in works', async () => {
    const sourceData = path.join(work, 'source-data');
    const sourceUrl = await source.createManagedOwner('acme_owner', 'acme');
    const seeded = await start(sourceUrl, sourceData, true);
    // The seed's history has orders but no monthly invoice yet: close this month for Acme.
    const { clientId } = await signIn(seeded, 'admin@acme.test');
    const now = new Date();
    const period = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const invoice = await withTenant(seeded.db, { clientId }, (trx) =>
      issueMonthlyInvoice(trx, clientId, period, now),
    );
    expect(invoice?.invoiceNumber).toBeTruthy();
    await seeded.close();
    // An uploaded template image, as the image library writes them.
    const image = path.join('template-images', '1', 'logo.png');
    await mkdir(path.dirname(path.join(sourceData, image)), { recursive: true });
    await writeFile(path.join(sourceData, image), Buffer.from('\x89PNG fake image'));

    const backupDir = path.join(work, 'backup');
    const backup = await runScript('backup', ['--out', backupDir], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: sourceData,
      APP_SECRET: TEST_APP_SECRET,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${backupDir}`);
    expect(backup.stdout).toMatch(/needs the APP_SECRET/);
    expect(backup.stdout).toMatch(/NOT in this backup/);

    // Another server, another owner name, an empty DATA_DIR.
    const targetUrl = await target.createManagedOwner('restored_owner', 'acme_restored');
    const targetData = path.join(work, 'target-data');
    const env = { DATABASE_URL: targetUrl, DATA_DIR: targetData };

    const wrongSecret = await runScript('restore', [backupDir], {
      ...env,
      APP_SECRET: 'f'.repeat(64),
    });
    expect(wrongSecret.code).toBe(1);
    expect(wrongSecret.stderr).toContain(APP_SECRET_MISMATCH);

    const restore = await runScript('restore', [backupDir], {
      ...env,
      APP_SECRET: TEST_APP_SECRET,
    });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('same APP_SECRET');

    const before = await fingerprint(source.superuserUrl('acme'), TABLES);
    const after = await fingerprint(target.superuserUrl('acme_restored'), TABLES);
    for (const table of TABLES) expect(before[table]!.rows, table).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(await readFile(path.join(targetData, image))).toEqual(
      await readFile(path.join(sourceData, image)),
    );

    // The app starts on the restored database (nothing to migrate, nothing seeded) and a demo
    // account signs in with its password and sees its contacts.
    const restored = await start(targetUrl, targetData, false);
    const admin = await signIn(restored, 'admin@acme.test');
    const contacts = await restored.inject({
      method: 'POST',
      url: '/api/Audience/GetContacts',
      headers: { accesstoken: admin.accessToken },
      payload: { pageNo: 1, pageSize: 5 },
    });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json().data.contacts).toHaveLength(5);
    expect((await restored.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // A second restore into the now populated database is refused before it writes anything.
    const again = await runScript('restore', [backupDir], { ...env, APP_SECRET: TEST_APP_SECRET });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has \d+ tables: restore into a new, empty database/);
  }, 240_000);
});

describe('npm run backup without a matching pg_dump', () => {
  it('says which PostgreSQL client it needs for the embedded database (PostgreSQL 18)', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'resonate-backup-embedded-'));
    try {
      const noTools = path.join(work, 'no-tools');
      await mkdir(noTools);
      const result = await runScript('backup', ['--out', path.join(work, 'backup')], {
        DATA_DIR: path.join(work, 'data'),
        APP_SECRET: TEST_APP_SECRET,
        PG_BIN_DIR: noTools,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `No pg_dump for PostgreSQL 18 or newer: none found in ${noTools}`,
      );
      expect(result.stderr).toContain('postgresql-client-18');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});
