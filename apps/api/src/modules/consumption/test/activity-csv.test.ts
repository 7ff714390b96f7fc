import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { snapshotUsage } from '../meter/snapshot-usage.ts';
import { insertCommunication, insertMessages } from './consumption-fixtures.ts';

let t: TTestApp;
let token: string;
let clientId: number;
const now = new Date();
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;
const ROWS = 50_000;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { accesstoken: token } });

beforeAll(async () => {
  t = await createDemoApp();
  ({ accessToken: token, clientId } = await signIn(t.app, 'admin@acme.test'));
}, 120_000);
afterAll(() => t?.close());

describe('activity list CSV', () => {
  it(`streams ${ROWS.toLocaleString('en-GB')} rows of a month with neutralised, masked cells`, async () => {
    const comm = await insertCommunication(t.app, clientId, 25, '=HYPERLINK("http://x")');
    const sentAt = new Date(Date.UTC(year, month - 1, 1, 0, 0, 1));
    await insertMessages(t.app, {
      clientId,
      communicationId: comm,
      channelId: 25,
      count: ROWS - 1,
      sentAt,
      status: 'sent',
      address: '+441234567890',
    });
    await insertMessages(t.app, {
      clientId,
      communicationId: comm,
      channelId: 25,
      count: 1,
      sentAt,
      status: 'failed',
      address: '=cmd@example.com',
      runNo: 2,
    });
    const link = await post('/api/Consumption/DownloadActivityListCsv', {
      month,
      year,
      channelId: 25,
    });
    expect(link.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: link.json().data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.split('\n').filter((line) => line.length > 0);
    expect(lines[0]).toBe('\uFEFFSent at (UTC),Communication,Channel,Recipient,Status,Cost (GBP)');
    const ours = lines.filter((line) => line.includes('HYPERLINK'));
    expect(ours).toHaveLength(ROWS);
    expect(ours[0]).toMatch(
      /^\d{4}-\d{2}-\d{2} 00:00:01,"'=HYPERLINK\(""http:\/\/x""\)",VMS,\*{9}7890,sent,0\.06000$/,
    );
    // The failed one: billed nothing, its address neutralised and masked.
    expect(ours.filter((line) => line.endsWith(",'=***@example.com,failed,0.00000"))).toHaveLength(
      1,
    );
    expect(ours.every((line) => !/,[=+\-@]/.test(line))).toBe(true);
  }, 60_000);

  it('refuses an expired or forged link', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Consumption/ActivityListCsv?token=forged',
    });
    expect(response.statusCode).toBe(401);
  });

  it('snapshots contacts, files on disk and the database share', async () => {
    const dir = path.join(t.dataDir, 'imports', String(clientId), '1');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'a.csv'), 'x'.repeat(12_345));
    await snapshotUsage({ db: t.app.db, dataDir: t.dataDir }, now);
    const { rows } = await sql<{ metric: string; quantity: string }>`
      select metric, quantity from usage_daily where client_id = ${clientId}
        and metric in ('contacts', 'storage_bytes', 'database_bytes')`.execute(t.app.ownerDb);
    const levels = Object.fromEntries(rows.map((row) => [row.metric, Number(row.quantity)]));
    const { rows: contacts } = await sql<{ n: string }>`
      select count(*) as n from contacts where client_id = ${clientId}`.execute(t.app.ownerDb);
    expect(levels.contacts).toBe(Number(contacts[0]!.n));
    expect(levels.storage_bytes).toBe(12_345);
    expect(levels.database_bytes).toBeGreaterThan(0);
    const details = (await post('/api/Consumption/GetConsumptionDetails', { month, year })).json()
      .data;
    expect(details.dataStorage.used).toBe(12_345);
    expect(details.lastUpdatedDateTime).not.toBeNull();
  });
});
