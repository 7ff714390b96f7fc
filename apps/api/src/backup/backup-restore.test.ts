import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '#/db/tenant.ts';
import { issueMonthlyInvoice } from '#/modules/invoices/index.ts';
import { signIn } from '../../test/auth-helpers.ts';
import { TEST_APP_SECRET } from '../../test/create-test-app.ts';
import {
  debianPostgresBin,
  hasDebianPostgres,
  startDebianPostgres,
  type TDebianCluster,
} from '../../test/debian-postgres.ts';
import { APP_SECRET_MISMATCH } from './run-restore.ts';
import {
  expectSignInSeesContacts,
  fingerprint,
  runScript,
  startApp,
  TABLES,
} from './test/backup-fixtures.ts';

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
    const app = await startApp(databaseUrl, dataDir, seed && 'demo');
    apps.push(app);
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
    await expectSignInSeesContacts(restored);

    // A second restore into the now populated database is refused before it writes anything.
    const again = await runScript('restore', [backupDir], { ...env, APP_SECRET: TEST_APP_SECRET });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has \d+ tables: restore into a new, empty database/);
  }, 240_000);
});
