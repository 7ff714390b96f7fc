import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_OUTCOME, MSG } from '@resonate/contracts/messages';
import { BRAND_MSG } from '@resonate/contracts/onboarding/brands';
import { createDemoApp, login, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { brandForm, call, setupToken } from '../admin-test-helpers.ts';

let t: TTestApp;
let q: string;

beforeAll(async () => {
  t = await createDemoApp();
  q = await setupToken(t.app, 'agency@acme.test');
});
afterAll(() => t.close());

const create = (form: object, token: string | undefined = q) =>
  call(t.app, undefined, 'ClientCreation', { q: token, ...form });

async function brandCount(): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) n from clients
    where parent_client_id = (select id from clients where name = 'Northwind Agency')`.execute(
    t.app.ownerDb,
  );
  return Number(rows[0]!.n);
}

describe('agency account setup', () => {
  it('GetCountryDetails proposes the dial code, currency and time zones of a country', async () => {
    const res = await call(t.app, undefined, 'GetCountryDetails', { countryId: 77 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ code: 'GB', dialCode: '+44', currency: 'GBP' });
    expect(data.timeZones[0]).toEqual({ timeZoneId: 337, timeZone: 'Europe/London' });
    const unknown = await call(t.app, undefined, 'GetCountryDetails', { countryId: 9999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.countryId).toBe(MSG.countryRequired);
  });

  it.each([
    ['', false, MSG.websiteRequired],
    ['not a website', false, MSG.websiteInvalid],
    ['https://exa mple.com', false, MSG.websiteInvalid],
    ['www.northwind-coffee.test', true, ''],
  ])('CheckValidateWebsite %j -> valid %s', async (website, valid, message) => {
    const res = await call(t.app, undefined, 'CheckValidateWebsite', { website });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ valid, message });
    if (valid) expect(res.json().data.website).toBe(`https://${website}`);
  });

  it('creates brands with q, each with its default roles, and refuses duplicates in any case', async () => {
    const first = await create(brandForm('Northwind Coffee', { phone: '+44 2079460000' }));
    expect(first.statusCode).toBe(200);
    const brand = first.json().data.brand;
    expect(brand).toMatchObject({
      brandName: 'Northwind Coffee',
      website: 'https://www.example-brand.test',
      phone: '+44 2079460000',
      isActive: true,
    });
    const roles = await sql<{
      name: string;
    }>`select name from roles where client_id = ${brand.brandId}
      order by name`.execute(t.app.ownerDb);
    expect(roles.rows.map((r) => r.name)).toEqual(['Administrator', 'Marketer', 'Viewer']);

    const duplicate = await create(brandForm('northwind COFFEE'));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.brandName).toBe(BRAND_MSG.nameExists);
    const agencyName = await create(brandForm('Northwind Agency'));
    expect(agencyName.statusCode).toBe(409);
  });

  it('CheckClientNameExists answers live for the agency and its brands only', async () => {
    const check = (clientName: string) =>
      call(t.app, undefined, 'CheckClientNameExists', { q, clientName });
    expect((await check('NORTHWIND coffee')).json().data.exists).toBe(true);
    expect((await check('Northwind Agency')).json().data.exists).toBe(true);
    // Another tenant's client name is no duplicate (and must not be revealed).
    expect((await check('Acme Retail')).json().data.exists).toBe(false);
    expect((await check('Northwind Tea')).json().data.exists).toBe(false);
  });

  it.each([
    [{ website: '' }, 'website', MSG.websiteRequired],
    [{ website: 'northwind tea' }, 'website', MSG.websiteInvalid],
    [{ brandName: '' }, 'brandName', BRAND_MSG.nameRequired],
    [{ currency: 'ZZZ' }, 'currency', BRAND_MSG.currencyRequired],
    [{ timeZoneId: 99999 }, 'timeZoneId', BRAND_MSG.timeZoneRequired],
    [{ countryId: 9999 }, 'countryId', MSG.countryRequired],
    [{ phone: '2079460000' }, 'phone', BRAND_MSG.phoneInvalid],
  ])('refuses %j under its field and creates nothing', async (extra, field, message) => {
    const before = await brandCount();
    const res = await create(brandForm('Northwind Tea', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await brandCount()).toBe(before);
  });

  it('refuses a tampered or foreign q, and no q without a session', async () => {
    const tampered = `${q.slice(0, -2)}xx`;
    const res = await create(brandForm('Northwind Tea'), tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BRAND_MSG.setupLinkInvalid);
    // nolicence@acme.test gets a q too ('Licensekey not validated'): not an agency set up yet.
    const other = await create(
      brandForm('Northwind Tea'),
      await setupToken(t.app, 'nolicence@acme.test'),
    );
    expect(other.statusCode).toBe(400);
    const anonymous = await call(t.app, undefined, 'ClientCreation', brandForm('Northwind Tea'));
    expect(anonymous.statusCode).toBe(401);
    const brandUser = await signIn(t.app, 'brand@acme.test');
    const asBrand = await call(t.app, brandUser, 'ClientCreation', brandForm('Outlet Brand'));
    expect(asBrand.statusCode).toBe(403);
    expect(asBrand.json().message).toBe(BRAND_MSG.notAgency);
  });

  it('after setup the agency signs in, with its brands in clientList; summary lists them', async () => {
    expect((await create(brandForm('Northwind Tea'))).statusCode).toBe(200);
    const summary = await call(t.app, undefined, 'GetSetupSummary', { q });
    expect(summary.json().data.brands.map((b: { brandName: string }) => b.brandName)).toEqual([
      'Northwind Coffee',
      'Northwind Tea',
    ]);
    expect(summary.json().data).toMatchObject({
      agencyName: 'Northwind Agency',
      email: 'agency@acme.test',
    });
    const res = await login(t.app, 'agency@acme.test');
    expect(res.json().message).not.toBe(LOGIN_OUTCOME.clientsNotCreated);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.clientList.map((c: { clientName: string }) => c.clientName);
    expect(names).toEqual(['Northwind Agency', 'Northwind Coffee', 'Northwind Tea']);
  });
});
