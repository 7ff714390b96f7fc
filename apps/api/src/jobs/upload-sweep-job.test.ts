import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_MSG } from '@resonate/contracts/resource-limits';
import { createDemoApp, signIn } from '../../test/auth-helpers.ts';
import type { TTestApp } from '../../test/create-test-app.ts';
import { uploaded, type TCaller } from '#/modules/audience/testing.ts';
import { sweepUploads } from './upload-sweep-job.ts';

let t: TTestApp;
let admin: TCaller & { clientId: number };

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 3_600_000);
const CSV = 'email,first name\nsweep@example.test,Sam\n';

const importDir = (id: number) =>
  path.join(t.dataDir, 'imports', String(admin.clientId), String(id));

/** An uploaded import, then aged and moved to `status` as if time had passed. */
async function importAged(status: string, aged: boolean): Promise<number> {
  const id = await uploaded(t.app, admin, [{ name: `${status}.csv`, content: CSV }]);
  const at = aged ? TWO_DAYS_AGO : new Date();
  await sql`update contact_imports set status = ${status}, created_at = ${at},
      finished_at = case when ${status} in ('completed', 'failed') then ${at}::timestamptz end
    where id = ${id}`.execute(t.app.ownerDb);
  return id;
}

async function importRow(id: number) {
  const { rows } = await sql<{ status: string; error: string | null; removed: boolean }>`
    select status, error, files_removed_at is not null as removed
    from contact_imports where id = ${id}`.execute(t.app.ownerDb);
  return rows[0]!;
}

async function agedFile(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, TWO_DAYS_AGO, TWO_DAYS_AGO);
}

describe('upload sweep', () => {
  it('deletes a day-old abandoned upload and keeps a fresh one and one in use', async () => {
    const abandoned = await importAged('uploading', true);
    const fresh = await importAged('uploading', false);
    const inUse = await importAged('queued', true);
    const completed = await importAged('completed', true);
    const failed = await importAged('failed', true);
    await writeFile(path.join(importDir(completed), 'rejected.csv'), 'file,row,reason\n');
    const staleStaging = path.join(t.dataDir, 'imports', String(admin.clientId), 'upload-old');
    await agedFile(path.join(staleStaging, '1.csv'));
    await utimes(staleStaging, TWO_DAYS_AGO, TWO_DAYS_AGO);
    const partImage = path.join(t.dataDir, 'template-images', String(admin.clientId), 'a.png.part');
    await agedFile(partImage);
    await sql`insert into upload_reservations (client_id, bytes, created_at)
      values (${admin.clientId}, 1000, ${TWO_DAYS_AGO})`.execute(t.app.ownerDb);

    // Two processes sweeping at once: each thing is done once.
    const deps = { db: t.app.jobDb, config: t.app.config };
    const results = await Promise.all([sweepUploads(deps), sweepUploads(deps)]);
    expect(results[0].imports + results[1].imports).toBe(2);
    expect(results[0].reservations + results[1].reservations).toBe(1);

    expect(existsSync(importDir(abandoned))).toBe(false);
    expect(await importRow(abandoned)).toEqual({
      status: 'cancelled',
      error: RESOURCE_MSG.importFilesExpired,
      removed: true,
    });
    expect(existsSync(path.join(importDir(fresh), '1.csv'))).toBe(true);
    expect(await importRow(fresh)).toMatchObject({ status: 'uploading', removed: false });
    expect(existsSync(path.join(importDir(inUse), '1.csv'))).toBe(true);
    expect(await importRow(inUse)).toMatchObject({ status: 'queued', removed: false });
    // A finished import loses its source file (its contacts are in the database), not its report.
    expect(existsSync(path.join(importDir(completed), '1.csv'))).toBe(false);
    expect(existsSync(path.join(importDir(completed), 'rejected.csv'))).toBe(true);
    expect(await importRow(completed)).toMatchObject({ status: 'completed', removed: true });
    // A failed import can be retried for a week: its files stay.
    expect(existsSync(path.join(importDir(failed), '1.csv'))).toBe(true);
    expect(existsSync(staleStaging)).toBe(false);
    expect(existsSync(partImage)).toBe(false);
  });

  it('keeps a fresh staging folder: an upload still arriving', async () => {
    const staging = path.join(t.dataDir, 'imports', String(admin.clientId), 'upload-now');
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, '1.csv'), CSV);
    await sweepUploads({ db: t.app.jobDb, config: t.app.config });
    expect(existsSync(path.join(staging, '1.csv'))).toBe(true);
  });
});
