import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSmtpDomain } from '@resonate/contracts/communication-settings/email';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { senderFor } from '#/modules/communications/index.ts';
import { seedDemoTenant } from './seed-demo.ts';

/**
 * Issue 22: a fresh install's demo tenant can send. Its email goes to the development outbox as
 * a verified sending domain (signed with that domain's key) and its SMS to the SMS outbox, so
 * the create wizard offers both instead of "Not set up yet".
 */
let t: TTestApp;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'false' } });
  await seedDemoTenant(t.app.ownerDb, t.app.log, {
    audience: false,
    sending: { appSecret: t.app.config.appSecret },
  });
  admin = await signIn(t.app, 'admin@acme.test');
}, 60_000);
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { accesstoken: admin.accessToken }, payload });

describe('the demo tenant on a fresh install', () => {
  it('offers email (as its verified domain) and SMS in the create wizard', async () => {
    const options = (await post('/api/Communication/GetComposeOptions', {})).json().data;
    const ready = (name: string) =>
      options.channels.find((c: { name: string }) => c.name === name)?.ready;
    expect(ready('Email')).toBe(true);
    expect(ready('SMS')).toBe(true);
    expect(options.sendingDomains).toEqual([
      {
        domainId: expect.any(Number),
        domainName: 'acme.test',
        fromMail: 'news@acme.test',
        verified: true,
        missing: [],
      },
    ]);
  });

  it('writes a campaign email to DATA_DIR/outbox that DKIM-verifies with the records shown', async () => {
    const sender = await senderFor(t.app, admin.clientId, {
      id: 1,
      channel_id: 1,
      name: 'Demo',
      sender: {},
      run_no: 1,
    });
    const result = await sender.send({
      messageId: 1,
      deliveryId: 'c1.r1.m1@localhost',
      passportId: 'p',
      address: 'reader@example.test',
      rendered: { subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' },
      person: { firstName: '', lastName: '', email: '', mobile: '', attributes: {} },
    });
    expect(result.ok).toBe(true);
    const dir = path.join(t.dataDir, 'outbox');
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
    const raw = await readFile(path.join(dir, file!), 'utf8');
    const envelopeFrom = /^Return-Path: <([^>]+)>/.exec(raw)?.[1] ?? '';
    expect(envelopeFrom).toMatch(/^bounce\+.+@acme\.test$/);

    const settings = await post('/api/CommunicationSetting/GetSMTPDomainSetting', {
      clientId: admin.clientId,
    });
    const records = (settings.json().data.domains as TSmtpDomain[])[0]!.records;
    const verdict = await authenticate(raw, {
      ip: '127.0.0.1',
      helo: 'demo.resonate.test',
      mta: 'mx.example.test',
      sender: envelopeFrom,
      disableArc: true,
      disableBimi: true,
      resolver: async (name: string, rrtype: string) => {
        const found = records.filter((r) => rrtype === 'TXT' && r.name === name.toLowerCase());
        if (found.length === 0) throw Object.assign(new Error('none'), { code: 'ENOTFOUND' });
        return found.map((r) => [r.value]);
      },
    });
    expect(verdict.dkim.results[0]!.status.result).toBe('pass');
    expect(verdict.dmarc && verdict.dmarc.status.result).toBe('pass');
  });
});
