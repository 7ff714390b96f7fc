import { createPublicKey } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { cs, type TCaller } from './email-settings.test-helpers.ts';
import { sendingDomainProblem } from './sending-identity.ts';
import { verifySmtpDomain } from './verify-smtp-domain.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true', PUBLIC_URL: 'https://app.resonate.test' } });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const domain = (extra: object = {}) => ({
  domainName: 'mail.acme.test',
  fromMail: 'news@mail.acme.test',
  bounceMail: 'bounce@mail.acme.test',
  description: 'Newsletters',
  ...extra,
});

type TRecord = { kind: string; name: string; value: string };

describe('CommunicationSetting SMTP domains', () => {
  let domainId: number;
  let records: TRecord[];

  it('adds a domain with a DKIM key pair and the DKIM, SPF and DMARC records', async () => {
    const res = await cs(t.app, admin, 'UpsertSMTPDomainSetting', domain());
    expect(res.statusCode).toBe(200);
    const added = res.json().data.domain;
    domainId = added.domainId;
    records = added.records;
    const dkim = records.find((r) => r.kind === 'dkim');
    expect(dkim?.name).toBe('resonate._domainkey.mail.acme.test');
    const key = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(dkim?.value ?? '')?.[1] ?? '';
    const publicKey = createPublicKey({
      key: Buffer.from(key, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(records.find((r) => r.kind === 'spf')).toMatchObject({
      name: 'mail.acme.test',
      value: 'v=spf1 include:app.resonate.test ~all',
    });
    expect(records.find((r) => r.kind === 'dmarc')).toMatchObject({
      name: '_dmarc.mail.acme.test',
      value: 'v=DMARC1; p=none; rua=mailto:bounce@mail.acme.test',
    });
    // The private key is sealed: no PEM in the database.
    const rows = await sql`select * from smtp_domains`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain('PRIVATE KEY');
    const list = await cs(t.app, viewer, 'GetSMTPDomainSetting');
    expect(list.json().data.domains).toHaveLength(1);
    expect(list.body).not.toContain('PRIVATE KEY');
  });

  it('refuses a duplicate domain (409) and answers the exists checks', async () => {
    const dup = await cs(
      t.app,
      admin,
      'UpsertSMTPDomainSetting',
      domain({ domainName: 'MAIL.acme.test' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.domainName).toBe('Domain already exists');
    const exists = await cs(t.app, viewer, 'CheckSMTPDomainExists', {
      domainName: 'mail.acme.test',
    });
    expect(exists.json().data.exists).toBe(true);
    const free = await cs(t.app, viewer, 'CheckSMTPDomainExists', { domainName: 'other.test' });
    expect(free.json().data.exists).toBe(false);
    const name = await cs(t.app, viewer, 'CheckSMTPNameExists', {
      fromMail: 'NEWS@mail.acme.test',
    });
    expect(name.json().data.exists).toBe(true);
    // Another client may have the same domain name.
    const theirs = await cs(t.app, brand, 'CheckSMTPDomainExists', {
      domainName: 'mail.acme.test',
    });
    expect(theirs.json().data.exists).toBe(false);
  });

  it.each([
    [{ domainName: '' }, 'domainName', 'Enter domain name'],
    [{ domainName: 'not a domain' }, 'domainName', 'Enter valid domain name'],
    [{ fromMail: 'news@elsewhere.test' }, 'fromMail', 'From mail must belong to the domain'],
    [{ bounceMail: 'nope' }, 'bounceMail', 'Enter a valid business email address'],
  ])('refuses %j with the field message', async (extra, field, message) => {
    const res = await cs(
      t.app,
      admin,
      'UpsertSMTPDomainSetting',
      domain({ domainName: 'x.acme.test', fromMail: 'a@x.acme.test', ...extra }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('verifies each record with DNS answers (injected resolver)', async () => {
    const dkim = records.find((r) => r.kind === 'dkim');
    const answers: Record<string, string[][]> = {
      // Long TXT values arrive in 255-byte chunks.
      [dkim?.name ?? '']: [[dkim?.value.slice(0, 255) ?? '', dkim?.value.slice(255) ?? '']],
      'mail.acme.test': [['v=spf1 include:other.example ~all']],
    };
    const dns = {
      resolveTxt: async (name: string) => {
        const found = answers[name];
        if (!found) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
        return found;
      },
    };
    const auth: TAuthContext = {
      clientId: admin.clientId,
      userClientId: admin.clientId,
      departmentId: 0,
      userId: admin.userId,
      sessionId: 0,
      isAccountAdmin: true,
      permissions: new Map(),
      grants: new Map(),
      departmentIds: [],
    };
    const deps = { db: t.app.db, config: t.app.config, log: t.app.log, dns };
    const first = await verifySmtpDomain(deps, auth, { clientId: admin.clientId, domainId });
    expect(first.results).toEqual([
      { kind: 'dkim', status: 'verified' },
      { kind: 'spf', status: 'mismatch' },
      { kind: 'dmarc', status: 'not_found' },
    ]);
    expect(first.domain.verifiedAt).toBeNull();
    // What the check did not find as shown is what a refusal to send names (issue 22).
    const choice = { sendingDomainId: domainId };
    expect(await sendingDomainProblem(t.app, admin.clientId, choice)).toBe(
      SMTP_MSG.domainNotVerified('mail.acme.test', ['SPF']),
    );
    answers['mail.acme.test'] = [['v=spf1 include:app.resonate.test ~all']];
    const second = await verifySmtpDomain(deps, auth, { clientId: admin.clientId, domainId });
    expect(second.domain.verifiedAt).not.toBeNull();
    expect(await sendingDomainProblem(t.app, admin.clientId, choice)).toBeUndefined();
  });

  it('answers not_found per record when real DNS cannot be reached', async () => {
    const res = await cs(t.app, admin, 'VerifySMTPDomain', { domainId });
    expect(res.statusCode).toBe(200);
    const statuses = res.json().data.results.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['not_found', 'not_found', 'not_found']);
  }, 20_000);

  it("answers 404 for another client's domain and 403 for a non-admin delete", async () => {
    expect((await cs(t.app, brand, 'DeleteSMTPDomain', { domainId })).statusCode).toBe(404);
    expect((await cs(t.app, brand, 'VerifySMTPDomain', { domainId })).statusCode).toBe(404);
    expect((await cs(t.app, viewer, 'DeleteSMTPDomain', { domainId })).statusCode).toBe(403);
    const del = await cs(t.app, admin, 'DeleteSMTPDomain', { domainId });
    expect(del.statusCode).toBe(200);
    expect((await cs(t.app, admin, 'DeleteSMTPDomain', { domainId })).statusCode).toBe(404);
  });
});
