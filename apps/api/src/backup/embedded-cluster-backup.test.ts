import { execFile } from 'node:child_process';
import { access, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_APP_SECRET } from '../../test/create-test-app.ts';
import { readManifest } from './manifest.ts';
import { APP_SECRET_MISMATCH } from './run-restore.ts';
import { signIn } from '../../test/auth-helpers.ts';
import {
  addInvoiceAndUpload,
  addSmallAudience,
  expectSignInSeesContacts,
  fingerprint,
  runScript,
  startApp,
  TABLES,
  UPLOADED_IMAGE,
} from './test/backup-fixtures.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The uid the restored cluster must belong to: `postgres` as root, else ourselves. */
async function clusterUid(): Promise<number> {
  if (process.getuid?.() !== 0) return process.getuid!();
  const { stdout } = await promisify(execFile)('id', ['-u', 'postgres']);
  return Number(stdout.trim());
}

describe('npm run backup and npm run restore of the embedded database without pg_dump', () => {
  let work: string;
  let sourceData: string;
  let source: FastifyInstance | undefined;
  let restored: FastifyInstance | undefined;
  /** PG_BIN_DIR pointing here hides every pg_dump, as on a default install. */
  let noTools: string;
  const env = () => ({ DATA_DIR: sourceData, APP_SECRET: TEST_APP_SECRET, PG_BIN_DIR: noTools });

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'resonate-cluster-backup-'));
    noTools = path.join(work, 'no-tools');
    await mkdir(noTools);
    sourceData = path.join(work, 'source-data');
    source = await startApp(undefined, sourceData, 'accounts');
    const { clientId } = await signIn(source, 'admin@acme.test');
    await addSmallAudience(source, clientId);
    await addInvoiceAndUpload(source, sourceData);
  }, 240_000);
  afterAll(async () => {
    await source?.close();
    await restored?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('refuses while the embedded database runs, naming both ways out, and writes nothing', async () => {
    const out = path.join(work, 'refused');
    const result = await runScript('backup', ['--out', out], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'stop npm start first, or install postgresql-client-18 for an online backup',
    );
    expect(await exists(out)).toBe(false);
  }, 60_000);

  it('copies the stopped cluster and restores it into a fresh DATA_DIR: same rows, same files, sign-in works', async () => {
    const before = await fingerprint(source!.ownerDatabaseUrl, TABLES);
    for (const table of TABLES) expect(before[table]!.rows, table).toBeGreaterThan(0);
    await source!.close();
    source = undefined;

    const backupDir = path.join(work, 'backup');
    const backup = await runScript('backup', ['--out', backupDir], env());
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('copied as files while stopped');
    const manifest = await readManifest(backupDir);
    expect(manifest.database).toMatchObject({ format: 'cluster-files', postgresMajor: 18 });

    const targetData = path.join(work, 'target-data');
    const wrongSecret = await runScript('restore', [backupDir], {
      DATA_DIR: targetData,
      APP_SECRET: 'f'.repeat(64),
    });
    expect(wrongSecret.code).toBe(1);
    expect(wrongSecret.stderr).toContain(APP_SECRET_MISMATCH);
    expect(await exists(path.join(targetData, 'pg'))).toBe(false);

    const target = { DATA_DIR: targetData, APP_SECRET: TEST_APP_SECRET };
    const restore = await runScript('restore', [backupDir], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const clusterDir = path.join(targetData, 'pg');
    expect((await stat(clusterDir)).mode & 0o777).toBe(0o700);
    const uid = await clusterUid();
    const owners = new Set<number>([(await stat(clusterDir)).uid]);
    for (const entry of await readdir(clusterDir, { recursive: true })) {
      owners.add((await stat(path.join(clusterDir, entry))).uid);
    }
    expect([...owners]).toEqual([uid]);
    expect(await readFile(path.join(targetData, UPLOADED_IMAGE))).toEqual(
      await readFile(path.join(sourceData, UPLOADED_IMAGE)),
    );

    // npm start on the restored DATA_DIR: the cluster starts, nothing to migrate or seed.
    restored = await startApp(undefined, targetData, false);
    expect(await fingerprint(restored.ownerDatabaseUrl, TABLES)).toEqual(before);
    await expectSignInSeesContacts(restored);

    const again = await runScript('restore', [backupDir], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already holds an embedded database');
  }, 240_000);
});
