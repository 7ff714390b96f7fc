import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { tickJourneys } from '#/modules/communications/index.ts';
import { DEMO_JOURNEY } from './demo-journey.ts';
import { seedDemoTenant } from './seed-demo.ts';

/**
 * Issue 22: a fresh install shows a live journey at work. The seeded "Welcome series" is
 * active with people at each step, and the journeys' tick moves them on, sending through the
 * engine to the development outbox.
 */
let t: TTestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let journeyId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'false' } });
  await seedDemoTenant(t.app.ownerDb, t.app.log, {
    sending: { appSecret: t.app.config.appSecret },
  });
  admin = await signIn(t.app, 'admin@acme.test');
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { accesstoken: admin.accessToken }, payload });

async function counts() {
  const res = await post('/api/Communication/GetJourney', { journeyId });
  return res.json().data.counts as Record<string, { entered: number; current: number }>;
}

async function outboxMails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml'));
  return Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
}

describe('the demo welcome series', () => {
  it('is live on the journeys page with people standing at its steps', async () => {
    const list = await post('/api/Communication/GetJourneys', {});
    expect(list.statusCode, list.body).toBe(200);
    const row = (
      list.json().data.journeys as { journeyId: number; name: string; status: string }[]
    ).find((j) => j.name === DEMO_JOURNEY.name);
    expect(row?.status).toBe('active');
    journeyId = row!.journeyId;
    expect(await counts()).toMatchObject({
      welcome: { entered: 12, current: 3 },
      'settle-in': { entered: 9, current: 4 },
      'before-offer': { entered: 5, current: 3 },
      done: { entered: 2, current: 0 },
    });
  });

  it('moves its people on as the tick runs: signed welcome emails to the outbox, then the next', async () => {
    const now = Date.now();
    await tickJourneys(t.app, new Date(now + 1000));
    const first = await outboxMails();
    expect(first.filter((m) => /^Subject: Welcome to Acme Retail/m.test(m))).toHaveLength(3);
    for (const mail of first) {
      expect(mail).toMatch(/^DKIM-Signature: .*d=acme\.test/m);
      expect(mail).toMatch(/^From: "?Acme Retail"? <news@acme\.test>/m);
    }
    expect((await counts())['settle-in']).toEqual({ entered: 12, current: 7 });

    // Minutes later the staggered waits are over: the next email goes out to those four.
    await tickJourneys(t.app, new Date(now + 4 * MINUTE + 1000));
    await tickJourneys(t.app, new Date(now + 4 * MINUTE + 2000));
    const second = (await outboxMails()).filter((m) =>
      /^Subject: Three ways to get more from Acme/m.test(m),
    );
    expect(second).toHaveLength(4);
    // The offer wait that ended at +2 minutes sent its SMS to the SMS outbox.
    const smsDir = path.join(t.dataDir, 'sms-outbox');
    const sms = await Promise.all(
      (await readdir(smsDir)).map((n) => readFile(path.join(smsDir, n), 'utf8')),
    );
    expect(sms.join('').match(/WELCOME10/g)).toHaveLength(1);
    expect(await counts()).toMatchObject({
      'getting-started': { entered: 9, current: 0 },
      // 3 seeded, 1 woke and left for the SMS, 4 arrived from the second email.
      'before-offer': { entered: 9, current: 6 },
      done: { entered: 3, current: 0 },
    });
  });
});
