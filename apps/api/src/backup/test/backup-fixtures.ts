import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '#/build-app.ts';
import { loadConfig } from '#/config.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import { withTenant } from '#/db/tenant.ts';
import { issueMonthlyInvoice } from '#/modules/invoices/index.ts';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { addEvent } from '#/modules/audience/testing.ts';
import { ownerOf, seedListWithContacts } from '#/modules/communications/testing.ts';
import { createCommunication } from '#/modules/events/testing.ts';
import { createMessage } from '#/modules/tracking/testing.ts';
import { signIn } from '../../../test/auth-helpers.ts';
import { TEST_APP_SECRET } from '../../../test/create-test-app.ts';

const ROOT = new URL('../../../../../', import.meta.url).pathname;
const exec = promisify(execFile);

/** Runs `npm run backup` / `npm run restore` as an operator does: a process of its own. */
export async function runScript(script: 'backup' | 'restore', args: string[], env: object) {
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
export async function fingerprint(url: string, tables: readonly string[]) {
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

export const TABLES = [
  'contacts',
  'audience_lists',
  'audience_list_members',
  'communications',
  'messages',
  'contact_events',
  'invoices',
] as const;

/**
 * The app on `dataDir` and `databaseUrl` (the embedded cluster under DATA_DIR when undefined),
 * as `npm start` boots it. `seed`: 'demo' writes the demo tenants with their audience and
 * history, as a first start does; 'accounts' only their clients, users and lists (quick).
 */
export async function startApp(
  databaseUrl: string | undefined,
  dataDir: string,
  seed: 'demo' | 'accounts' | false,
) {
  const config = loadConfig({
    // 'test' seeds no audience or history (seed-demo.ts).
    NODE_ENV: seed === 'accounts' ? 'test' : 'development',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    APP_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: seed ? 'true' : 'false',
    METRICS_PORT: '0',
  });
  const app = await buildApp(config, { queue: false, server: { pluginTimeout: 120_000 } });
  await app.ready();
  return app;
}

/**
 * A small tenant beside the demo accounts: contacts in a list, a communication with a sent
 * message and an event for each contact.
 */
export async function addSmallAudience(app: FastifyInstance, clientId: number) {
  const { contacts } = await seedListWithContacts(app, clientId, 6, 'backup');
  const owner = ownerOf(app);
  const channelId = CHANNEL_IDS_BY_NAME.email;
  const communicationId = await createCommunication(owner, clientId, { channelId });
  for (const contact of contacts) {
    await createMessage(owner, clientId, {
      communicationId,
      passportId: contact.passportId,
      channelId,
      address: contact.email,
    });
    await addEvent(app, clientId, contact.passportId);
  }
}

/** An uploaded template image, as the image library writes them under DATA_DIR. */
export const UPLOADED_IMAGE = path.join('template-images', '1', 'logo.png');

/**
 * Completes a freshly seeded installation for a backup: the seed's history has orders but no
 * monthly invoice yet (this month is closed for Acme), and DATA_DIR gets an uploaded file.
 */
export async function addInvoiceAndUpload(app: FastifyInstance, dataDir: string) {
  const { clientId } = await signIn(app, 'admin@acme.test');
  const now = new Date();
  const period = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const invoice = await withTenant(app.db, { clientId }, (trx) =>
    issueMonthlyInvoice(trx, clientId, period, now),
  );
  expect(invoice?.invoiceNumber).toBeTruthy();
  await mkdir(path.dirname(path.join(dataDir, UPLOADED_IMAGE)), { recursive: true });
  await writeFile(path.join(dataDir, UPLOADED_IMAGE), Buffer.from('\x89PNG fake image'));
}

/** A demo account signs in on the restored app and sees its contacts. */
export async function expectSignInSeesContacts(app: FastifyInstance) {
  const admin = await signIn(app, 'admin@acme.test');
  const contacts = await app.inject({
    method: 'POST',
    url: '/api/Audience/GetContacts',
    headers: { accesstoken: admin.accessToken },
    payload: { pageNo: 1, pageSize: 5 },
  });
  expect(contacts.statusCode).toBe(200);
  expect(contacts.json().data.contacts).toHaveLength(5);
  expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
}
