import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_MSG } from '@resonate/contracts/onboarding/licence';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { createDemoApp, login } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { signLicenceKey } from './keys/licence-key-signing.ts';
import { callLicence, issueKey, keyPayload, onboardingQ } from './licence-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const counts = async () => {
  const { rows } = await sql<{ licences: number; keys: number }>`select
    (select count(*) from licences)::int as licences,
    (select count(*) from used_licence_keys)::int as keys`.execute(t.app.ownerDb);
  return rows[0];
};
const clientFlags = async (name: string) => {
  const { rows } = await sql<{
    licence_validated: boolean;
    is_agency: boolean;
    licence_type_id: number;
  }>`
    select licence_validated, is_agency, licence_type_id from clients where name = ${name}`.execute(
    t.app.ownerDb,
  );
  return rows[0];
};
const fieldError = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string> }).errors?.licenseKey;

/** Changes one base32 character of the signed payload (group 3), keeping the key's shape. */
function tamper(key: string): string {
  const groups = key.split('-');
  const group = groups[3]!;
  groups[3] = `${group[0] === '0' ? '1' : '0'}${group.slice(1)}`;
  return groups.join('-');
}

describe('ValidateLicenseKey (onboarding, with q)', () => {
  it('tells what a key grants without applying it', async () => {
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const key = await issueKey(t.app, { licenceTypeId: 2, seats: 10, channelIds: [1, 2, 21] });
    const before = await counts();
    const pasted = ` ${key.toLowerCase().replace(/-/g, ' ')}\n`;
    const response = await callLicence(t.app, 'ValidateLicenseKey', { q, licenseKey: pasted });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      licenceTypeId: 2,
      licenceTypeName: 'Growth',
      seats: 10,
      channelIds: [1, 2, 21],
      isAgency: false,
      validityDays: 365,
      submitKind: 'standard',
      renewal: false,
      clientName: 'Acme Starter',
    });
    const days = (Date.parse(data.validUntil) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a malformed key', () => Promise.resolve('RSN1-NOT-A-KEY'), 400, LICENCE_MSG.keyMalformed],
    ['a tampered payload', async () => tamper(await issueKey(t.app)), 400, LICENCE_MSG.keyTampered],
    [
      'a key signed by an untrusted signer',
      async () => signLicenceKey(generateKeyPairSync('ed25519').privateKey, keyPayload()),
      400,
      LICENCE_MSG.keyTampered,
    ],
    [
      'a key past its redeem-by date',
      () => issueKey(t.app, { redeemBy: new Date(Date.now() - 1000) }),
      400,
      LICENCE_MSG.keyExpired,
    ],
    [
      'a key whose fixed end date has passed',
      () => issueKey(t.app, { validity: { until: new Date(Date.now() - DAY_MS) } }),
      400,
      LICENCE_MSG.keyExpired,
    ],
    [
      'an unknown licence type',
      () => issueKey(t.app, { licenceTypeId: 9 }),
      400,
      LICENCE_MSG.keyUnknownType,
    ],
  ])('refuses %s with a clear message', async (_name, makeKey, status, message) => {
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const response = await callLicence(t.app, 'ValidateLicenseKey', {
      q,
      licenseKey: await makeKey(),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(fieldError(response)).toBe(message);
  });

  it('refuses a tampered or missing q', async () => {
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const licenseKey = await issueKey(t.app);
    const [body, mac] = q.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), c: 1 }),
    ).toString('base64url');
    for (const bad of [`${forged}.${mac}`, `${q}x`]) {
      const response = await callLicence(t.app, 'ValidateLicenseKey', { q: bad, licenseKey });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LICENCE_MSG.linkInvalid);
    }
    const missing = await callLicence(t.app, 'ValidateLicenseKey', { licenseKey });
    expect(missing.statusCode).toBe(400);
  });
});

describe('SubmitLicenseKey and AgencySubmitLicenseKey (onboarding)', () => {
  it('refuses the wrong kind of key and leaves nothing half-applied', async () => {
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const before = await counts();
    const agencyKey = await issueKey(t.app, { licenceTypeId: 4, isAgency: true });
    const onStandard = await callLicence(t.app, 'SubmitLicenseKey', { q, licenseKey: agencyKey });
    expect(onStandard.statusCode).toBe(409);
    expect(onStandard.json().message).toBe(LICENCE_MSG.agencyKeyNeedsAgencyStep);
    const plainKey = await issueKey(t.app);
    const onAgency = await callLicence(t.app, 'AgencySubmitLicenseKey', {
      q,
      licenseKey: plainKey,
    });
    expect(onAgency.statusCode).toBe(409);
    expect(onAgency.json().message).toBe(LICENCE_MSG.notAgencyKey);
    expect(await counts()).toEqual(before);
    expect((await clientFlags('Acme Starter'))?.licence_validated).toBe(false);
  });

  it('activates the account: the key is spent and the sign-in goes through', async () => {
    const q = await onboardingQ(t.app, 'nolicence@acme.test');
    const licenseKey = await issueKey(t.app, { licenceTypeId: 1, seats: 3 });
    // A stale token left in the browser does not stand in the way of the q.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/SubmitLicenseKey',
      payload: { q, licenseKey },
      headers: { accesstoken: 'stale-token-from-another-session' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.next).toBe('signIn');
    expect(data.licence).toMatchObject({ licenceTypeName: 'Starter', seats: 3, status: 'active' });
    expect(data.licence.maskedKey).toMatch(/^RSN1-XXXX-XXXX-…-[0-9A-Z]{4}$/);
    expect(licenseKey.replace(/-/g, '').endsWith(data.licence.maskedKey.slice(-4))).toBe(true);
    expect(await clientFlags('Acme Starter')).toMatchObject({
      licence_validated: true,
      licence_type_id: 1,
    });
    const signIn = await login(t.app, 'nolicence@acme.test');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.accessToken).toEqual(expect.any(String));

    // The same q cannot apply another key once the account is active.
    const again = await callLicence(t.app, 'SubmitLicenseKey', {
      q,
      licenseKey: await issueKey(t.app),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LICENCE_MSG.alreadyActivated);

    // The key is single-use, on every account.
    const other = await onboardingQ(t.app, 'unpaid@acme.test');
    const reused = await callLicence(t.app, 'ValidateLicenseKey', { q: other, licenseKey });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(LICENCE_MSG.keyUsed);
  });

  it('an agency key makes the account an agency that goes on to account setup', async () => {
    const q = await onboardingQ(t.app, 'unpaid@acme.test');
    const licenseKey = await issueKey(t.app, { licenceTypeId: 4, seats: 50, isAgency: true });
    const preview = await callLicence(t.app, 'ValidateLicenseKey', { q, licenseKey });
    expect(preview.json().data.submitKind).toBe('agency');
    const response = await callLicence(t.app, 'AgencySubmitLicenseKey', { q, licenseKey });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ next: 'accountSetup', q: expect.any(String) });
    expect(await clientFlags('Acme Trial')).toMatchObject({ is_agency: true, licence_type_id: 4 });
    const signIn = await login(t.app, 'unpaid@acme.test');
    expect(signIn.json().message).toBe(LOGIN_OUTCOME.clientsNotCreated);
  });

  it('applies a key once when two accounts race for it', async () => {
    await sql`update clients set licence_validated = false where name in ('Acme Outlet', 'Acme Retail')`.execute(
      t.app.ownerDb,
    );
    const [a, b] = await Promise.all([
      onboardingQ(t.app, 'brand@acme.test'),
      onboardingQ(t.app, 'viewer@acme.test'),
    ]);
    const keyId = 'ab'.repeat(10);
    const licenseKey = await issueKey(t.app, { keyId, seats: 50 });
    const answers = await Promise.all(
      [a, b].map((q) => callLicence(t.app, 'SubmitLicenseKey', { q, licenseKey })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from licences where key_id = ${keyId}`.execute(t.app.ownerDb);
    expect(rows[0]?.n).toBe(1);
  });
});
