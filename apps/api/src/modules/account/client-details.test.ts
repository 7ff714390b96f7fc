import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { TIME_ZONES } from '#/modules/master-data/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import { MSG } from '@resonate/contracts/messages';
import { withTenant } from '#/db/tenant.ts';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import type { TCaller } from '../../../test/notification-helpers.ts';
import { post, VALID_FORM } from './account-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let outlet: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  outlet = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

async function current(caller: TCaller = admin) {
  return (await post(t.app, caller, 'GetClientDetails')).json().data;
}

async function update(caller: TCaller, changes: object = {}) {
  const { updatedAt } = await current(admin);
  return post(t.app, caller, 'UpdateClientDetails', { ...VALID_FORM, updatedAt, ...changes });
}

describe('GetClientDetails', () => {
  it("gives any user of the client its details, with the login's format ids", async () => {
    const res = await post(t.app, viewer, 'GetClientDetails');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      clientId: admin.clientId,
      companyName: 'Acme Retail',
      // The demo tenant sits in London (modules/demo/demo-accounts.ts).
      timeZoneId: TIME_ZONES.indexOf('Europe/London') + 1,
      city: 'London',
      dateFormatId: 1,
      timeFormatId: 1,
      currency: 'GBP',
      isAgency: false,
      preferredRegions: [],
    });
  });

  it("refuses another client's id with 403", async () => {
    const res = await post(t.app, admin, 'GetClientDetails', { clientId: outlet.clientId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MSG.notYourClient);
  });
});

describe('UpdateClientDetails', () => {
  it('saves every field for an account admin, and the next sign-in carries the formats', async () => {
    const res = await update(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...VALID_FORM, clientId: admin.clientId });
    expect(await current()).toMatchObject(VALID_FORM);
    const again = await signIn(t.app, 'admin@acme.test');
    expect(again).toMatchObject({ dateFormatId: 3, timeFormatId: 2, timeZoneId: 1 });
  });

  it('refuses a user who is not an account admin with 403', async () => {
    const res = await update(viewer);
    expect(res.statusCode).toBe(403);
    // The viewer's role grants no change of account settings: refused before the admin rule.
    expect(res.json().message).toBe(ROLE_DENIES_CHANGE);
  });

  it("refuses to update another client's details with 403, and leaves them alone", async () => {
    const before = await current(outlet);
    const res = await post(t.app, admin, 'UpdateClientDetails', {
      ...VALID_FORM,
      clientId: outlet.clientId,
      updatedAt: before.updatedAt,
    });
    expect(res.statusCode).toBe(403);
    expect(await current(outlet)).toEqual(before);
  });

  it.each([
    ['website', '', MSG.websiteRequired],
    ['website', 'not a site', MSG.websiteInvalid],
    ['zip', 'a!', MSG.zipInvalid],
    ['zip', '', MSG.zipRequired],
    ['city', '', MSG.cityRequired],
    ['countryId', 0, MSG.countryRequired],
    ['countryId', null, MSG.countryRequired],
    ['businessEmail', 'nope', MSG.emailRequired],
    ['companyName', '  ', ACCOUNT_MSG.companyRequired],
  ])('answers %s = %j with 400 "%s" under the field', async (field, value, message) => {
    const res = await update(admin, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    ['countryId', 99_999, MSG.countryRequired],
    ['timeZoneId', 99_999, ACCOUNT_MSG.timeZoneRequired],
    ['currency', 'XXX', ACCOUNT_MSG.currencyRequired],
    ['dateFormatId', 99, ACCOUNT_MSG.dateFormatRequired],
    ['timeFormatId', 9, ACCOUNT_MSG.timeFormatRequired],
    ['languageId', 999, ACCOUNT_MSG.languageRequired],
    ['industryId', 999, ACCOUNT_MSG.industryInvalid],
  ])('refuses %s %j, which is not in the master data', async (field, value, message) => {
    const res = await update(admin, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it('refuses a stale edit with 409 and the current values, saving nothing', async () => {
    const { updatedAt } = await current();
    const first = await post(t.app, admin, 'UpdateClientDetails', {
      ...VALID_FORM,
      updatedAt,
      city: 'Leeds',
    });
    expect(first.statusCode).toBe(200);
    const stale = await post(t.app, admin, 'UpdateClientDetails', {
      ...VALID_FORM,
      updatedAt,
      city: 'York',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ACCOUNT_MSG.stale);
    expect(stale.json().data.current.city).toBe('Leeds');
    expect((await current()).city).toBe('Leeds');
  });

  it('trims text fields before saving', async () => {
    const res = await update(admin, { city: '  Bath  ', companyName: ' Acme Retail ' });
    expect(res.json().data).toMatchObject({ city: 'Bath', companyName: 'Acme Retail' });
  });
});

describe('GetAgencyDetails', () => {
  it('refuses a client that is not an agency with 403', async () => {
    const res = await post(t.app, admin, 'GetAgencyDetails');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MSG.notAgency);
  });

  it('gives an agency user the agency and its brands', async () => {
    // Acme Outlet plays the agency here: flag it and give it a brand, as the owner would.
    await t.app.ownerDb
      .updateTable('clients')
      .set({ is_agency: true })
      .where('id', '=', outlet.clientId)
      .execute();
    const brand = await t.app.ownerDb
      .insertInto('clients')
      .values({ name: 'Outlet Brand One', parent_client_id: outlet.clientId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const brandId = Number(brand.id);
    const res = await post(t.app, outlet, 'GetAgencyDetails');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.agency).toMatchObject({ clientId: outlet.clientId, isAgency: true });
    expect(data.brands).toEqual([
      expect.objectContaining({ clientId: brandId, clientName: 'Outlet Brand One' }),
    ]);
    // The brand is not visible to another tenant.
    const seen = await withTenant(t.app.db, { clientId: admin.clientId }, (trx) =>
      trx.selectFrom('clients').select('id').where('id', '=', brandId).execute(),
    );
    expect(seen).toEqual([]);
  });
});
