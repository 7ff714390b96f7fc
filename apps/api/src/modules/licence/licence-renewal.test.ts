import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_MSG } from '@resonate/contracts/onboarding/licence';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { callLicence, issueKey } from './licence-test-helpers.ts';

let t: TTestApp;
let admin: { accessToken: string; clientId: number };
beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('LicenseInfo', () => {
  it("shows the signed-in account's licence, seats and days left", async () => {
    const response = await callLicence(t.app, 'LicenseInfo', {}, admin.accessToken);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      clientName: 'Acme Retail',
      submitKind: 'standard',
      coveredByAgency: false,
      canRenew: true,
      history: [],
    });
    expect(data.current).toMatchObject({
      licenceTypeName: 'Business',
      seats: 25,
      status: 'active',
      source: 'payment',
      orderId: 'ORD-2026-000101',
      maskedKey: null,
    });
    expect(data.daysLeft).toBeGreaterThanOrEqual(319);
    // admin, otp, viewer and inactive (invited: holds a seat).
    expect(data.seatsUsed).toBe(4);
  });

  it('is gated by feature 54 and never shows another client', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    expect((await callLicence(t.app, 'LicenseInfo', {}, viewer.accessToken)).statusCode).toBe(403);
    expect((await callLicence(t.app, 'LicenseInfo', {})).statusCode).toBe(401);
    const brand = await signIn(t.app, 'brand@acme.test');
    const outlet = (await callLicence(t.app, 'LicenseInfo', {}, brand.accessToken)).json().data;
    expect(outlet.clientName).toBe('Acme Outlet');
    expect(outlet.current.licenceTypeName).toBe('Growth');
  });
});

describe('Renewal: VerifyLicenseKey and SubmitLicenseKey with a session', () => {
  it('carries the unused days over and keeps the old licence in the history', async () => {
    const before = (await callLicence(t.app, 'LicenseInfo', {}, admin.accessToken)).json().data;
    const licenseKey = await issueKey(t.app, {
      licenceTypeId: 3,
      seats: 30,
      validity: { days: 30 },
    });
    const verify = await callLicence(t.app, 'VerifyLicenseKey', { licenseKey }, admin.accessToken);
    expect(verify.statusCode).toBe(200);
    const preview = verify.json().data;
    expect(preview).toMatchObject({ renewal: true, submitKind: 'standard', seatsUsed: 4 });
    const expected = Date.parse(before.current.validUntil) + 30 * DAY_MS;
    expect(Math.abs(Date.parse(preview.validUntil) - expected)).toBeLessThan(5000);

    const submit = await callLicence(t.app, 'SubmitLicenseKey', { licenseKey }, admin.accessToken);
    expect(submit.statusCode).toBe(200);
    expect(submit.json().data.next).toBe('licenseInfo');
    const after = (await callLicence(t.app, 'LicenseInfo', {}, admin.accessToken)).json().data;
    expect(after.current).toMatchObject({ seats: 30, source: 'key', status: 'active' });
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ status: 'replaced', orderId: 'ORD-2026-000101' });
    expect(after.daysLeft).toBeGreaterThanOrEqual(349);
  });

  it('refuses a key with fewer seats than the account uses', async () => {
    const licenseKey = await issueKey(t.app, { seats: 2 });
    const response = await callLicence(
      t.app,
      'VerifyLicenseKey',
      { licenseKey },
      admin.accessToken,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LICENCE_MSG.tooFewSeats(2, 4));
  });

  it('needs an account admin, and a session when there is no q', async () => {
    await sql`update users set is_account_admin = false where email = 'reset@acme.test'`.execute(
      t.app.ownerDb,
    );
    const member = await signIn(t.app, 'reset@acme.test');
    const licenseKey = await issueKey(t.app);
    for (const name of ['VerifyLicenseKey', 'SubmitLicenseKey']) {
      const response = await callLicence(t.app, name, { licenseKey }, member.accessToken);
      expect(response.statusCode).toBe(403);
      // Their role grants no change of licences: refused before the admin rule.
      expect(response.json().message).toBe(ROLE_DENIES_CHANGE);
    }
    const anonymous = await callLicence(t.app, 'SubmitLicenseKey', { licenseKey });
    expect(anonymous.statusCode).toBe(401);
    const stale = await callLicence(t.app, 'SubmitLicenseKey', { licenseKey }, 'not-a-session');
    expect(stale.statusCode).toBe(401);
  });
});

describe('CompanySubmitLicenseKey: a brand of an agency', () => {
  it("licenses the agency's brand, refuses agency keys and other clients' ids", async () => {
    const { rows } = await sql<{ id: number }>`
      insert into clients (name, parent_client_id)
      select 'Northwind Brand One', id from clients where name = 'Northwind Agency'
      returning id`.execute(t.app.ownerDb);
    const brandId = Number(rows[0]!.id);
    const agency = await signIn(t.app, 'agency@acme.test');

    const agencyKey = await issueKey(t.app, { licenceTypeId: 4, isAgency: true });
    const wrongKind = await callLicence(
      t.app,
      'CompanySubmitLicenseKey',
      { licenseKey: agencyKey, companyClientId: brandId },
      agency.accessToken,
    );
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json().message).toBe(LICENCE_MSG.agencyKeyOnCompany);

    const licenseKey = await issueKey(t.app, { licenceTypeId: 1, seats: 3 });
    const foreign = await callLicence(
      t.app,
      'CompanySubmitLicenseKey',
      { licenseKey, companyClientId: admin.clientId },
      agency.accessToken,
    );
    expect(foreign.statusCode).toBe(404);

    const notBrand = await callLicence(
      t.app,
      'CompanySubmitLicenseKey',
      { licenseKey },
      admin.accessToken,
    );
    expect(notBrand.statusCode).toBe(409);
    expect(notBrand.json().message).toBe(LICENCE_MSG.notCompany);

    const ok = await callLicence(
      t.app,
      'CompanySubmitLicenseKey',
      { licenseKey, companyClientId: brandId },
      agency.accessToken,
    );
    expect(ok.statusCode).toBe(200);
    const { rows: licences } = await sql<{ client_id: number }>`
      select client_id from licences where source = 'key' and seats = 3`.execute(t.app.ownerDb);
    expect(licences.map((row) => Number(row.client_id))).toEqual([brandId]);
  });

  it("an agency's seats count its brands' users unless a brand has its own licence", async () => {
    await sql`
      with brand as (
        insert into clients (name, parent_client_id)
        select 'Northwind Brand Two', id from clients where name = 'Northwind Agency'
        returning id)
      insert into users (client_id, email) select id, 'two@northwind.test' from brand`.execute(
      t.app.ownerDb,
    );
    const agency = await signIn(t.app, 'agency@acme.test');
    const info = (await callLicence(t.app, 'LicenseInfo', {}, agency.accessToken)).json().data;
    // agency@acme.test and Brand Two's user; Brand One is licensed on its own.
    expect(info).toMatchObject({ submitKind: 'agency', seatsUsed: 2 });
    expect(info.current).toMatchObject({ licenceTypeName: 'Agency', isAgency: true });
  });
});
