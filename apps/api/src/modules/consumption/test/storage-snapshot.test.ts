import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { snapshotUsage } from '../meter/snapshot-usage.ts';

let t: TTestApp;
let clientId: number;
beforeAll(async () => {
  t = await createDemoApp();
  ({ clientId } = await signIn(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

async function put(relative: string, bytes: number) {
  const file = path.join(t.dataDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes, 1));
}

async function storageToday(id: number): Promise<number> {
  const { rows } = await sql<{ quantity: string }>`
    select quantity from usage_daily
    where client_id = ${id} and metric = 'storage_bytes' and day = current_date`.execute(
    t.app.ownerDb,
  );
  return Number(rows[0]?.quantity ?? 0);
}

describe('data storage metering', () => {
  it('counts imports, uploads in progress, direct-mail files and template images, per client', async () => {
    const before = await storageToday(clientId);
    await snapshotUsage({ db: t.app.db, dataDir: t.dataDir });
    const base = await storageToday(clientId);
    expect(base).toBeGreaterThanOrEqual(before);
    await put(`imports/${clientId}/901/file-0.csv`, 1_000);
    await put(`imports/${clientId}/.upload-902/file-0.csv`, 200);
    await put(`direct-mail/${clientId}/5/run-1/letters.pdf`, 30);
    await put(`template-images/${clientId}/${'a'.repeat(32)}.png`, 4_000);
    // Another client's image is not Acme's.
    await put(`template-images/${clientId + 1000}/${'b'.repeat(32)}.png`, 99_999);
    await snapshotUsage({ db: t.app.db, dataDir: t.dataDir });
    expect((await storageToday(clientId)) - base).toBe(1_000 + 200 + 30 + 4_000);
  });
});
