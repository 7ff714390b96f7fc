import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import { BRAND_MSG } from '@resonate/contracts/onboarding/brands';
import { CLIENT_DEACTIVATED_MESSAGE } from '#/modules/auth/index.ts';
import { createDemoApp, login, signIn, waitForOutboxMail } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { brandForm, call, setupToken, type TCaller } from '../admin-test-helpers.ts';
import { INVITATION_SUBJECT } from '../invitations/invitation-mail.ts';

let t: TTestApp;
let agency: TCaller;
let coffee: { brandId: number; updatedAt: string };
let tea: { brandId: number };

beforeAll(async () => {
  t = await createDemoApp();
  const q = await setupToken(t.app, 'agency@acme.test');
  const make = async (name: string) =>
    (await call(t.app, undefined, 'ClientCreation', { q, ...brandForm(name) })).json().data.brand;
  coffee = await make('Northwind Coffee');
  tea = await make('Northwind Tea');
  agency = await signIn(t.app, 'agency@acme.test');
});
afterAll(() => t.close());

describe('brands administration', () => {
  it('lists, creates with a session, edits with the version, and refuses duplicates', async () => {
    const created = await call(t.app, agency, 'ClientCreation', brandForm('Northwind Juice'));
    expect(created.statusCode).toBe(200);
    const list = await call(t.app, agency, 'Admin/GetBrands', { search: 'northwind' });
    expect(list.json().totalRows).toBe(3);

    const edit = {
      ...brandForm('Northwind Roasters'),
      brandId: coffee.brandId,
      updatedAt: coffee.updatedAt,
    };
    const saved = await call(t.app, agency, 'Admin/UpdateBrand', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.brand.brandName).toBe('Northwind Roasters');
    const stale = await call(t.app, agency, 'Admin/UpdateBrand', { ...edit, brandName: 'Other' });
    expect(stale.statusCode).toBe(409);
    const fresh = saved.json().data.brand.updatedAt;
    const duplicate = await call(t.app, agency, 'Admin/UpdateBrand', {
      ...edit,
      updatedAt: fresh,
      brandName: 'NORTHWIND TEA',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.brandName).toBe(BRAND_MSG.nameExists);
    const invalid = await call(t.app, agency, 'Admin/UpdateBrand', {
      ...edit,
      updatedAt: fresh,
      website: 'nope',
    });
    expect(invalid.json().errors.website).toBe(MSG.websiteInvalid);
  });

  it('brands are an agency matter: a brand admin and an agency working in a brand are refused', async () => {
    const brand = await signIn(t.app, 'brand@acme.test');
    expect((await call(t.app, brand, 'Admin/GetBrands', {})).statusCode).toBe(403);
    await call(t.app, agency, 'User/SwitchCompany', { clientId: tea.brandId });
    const inBrand = await call(t.app, agency, 'Admin/GetBrands', {});
    expect(inBrand.statusCode).toBe(403);
    await call(t.app, agency, 'User/SwitchCompany', { clientId: agency.clientId });
  });

  it('a non-admin agency user works only in the brands assigned; deactivation shuts a brand', async () => {
    const roles = (await call(t.app, agency, 'Admin/GetRoles', {})).json().data.roles;
    const role = roles.find((r: { name: string }) => r.name === 'Administrator');
    const invite = await call(t.app, agency, 'Admin/InviteUser', {
      email: 'mia@northwind.test',
      firstName: 'Mia',
      lastName: 'Mapped',
      roleId: role.roleId,
      departmentIds: [],
      brandIds: [tea.brandId],
      isAccountAdmin: false,
    });
    expect(invite.json().data.user.brandIds).toEqual([tea.brandId]);
    const mail = await waitForOutboxMail(
      t.dataDir,
      'mia@northwind.test',
      new Set(),
      new RegExp(INVITATION_SUBJECT),
    );
    const token = decodeURIComponent(mail.match(/accept-invitation\?token=(\S+)/)![1]!);
    await call(t.app, undefined, 'User/AcceptInvitation', {
      token,
      password: 'Mapped@123',
      confirmPassword: 'Mapped@123',
    });
    const mia = (await login(t.app, 'mia@northwind.test', 'Mapped@123')).json().data;
    expect(mia.clientList.map((c: { clientId: number }) => c.clientId)).toEqual([
      agency.clientId,
      tea.brandId,
    ]);
    expect(
      (await call(t.app, mia, 'User/SwitchCompany', { clientId: coffee.brandId })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, mia, 'User/SwitchCompany', { clientId: tea.brandId })).statusCode,
    ).toBe(200);
    // Mia is no admin: administration is refused even inside the brand.
    expect((await call(t.app, mia, 'Admin/GetUsers', {})).statusCode).toBe(403);

    const off = await call(t.app, agency, 'Admin/SetBrandActive', {
      brandId: tea.brandId,
      active: false,
    });
    expect(off.json().data.brand.isActive).toBe(false);
    t.app.sessionCache.clear();
    const scope = await call(t.app, mia, 'User/GetScope', {});
    expect(scope.json().data.clientId).toBe(agency.clientId);
    expect(
      (await call(t.app, mia, 'User/SwitchCompany', { clientId: tea.brandId })).statusCode,
    ).toBe(403);
  });

  it("a deactivated brand's own users cannot sign in", async () => {
    const juice = (await call(t.app, agency, 'Admin/GetBrands', { search: 'juice' })).json().data
      .brands[0];
    await call(t.app, agency, 'User/SwitchCompany', { clientId: juice.brandId });
    const roles = (await call(t.app, agency, 'Admin/GetRoles', {})).json().data.roles;
    await call(t.app, agency, 'Admin/InviteUser', {
      email: 'jo@juice.test',
      firstName: 'Jo',
      lastName: 'Juice',
      roleId: roles[0].roleId,
      departmentIds: [],
      brandIds: [],
      isAccountAdmin: true,
    });
    const mail = await waitForOutboxMail(
      t.dataDir,
      'jo@juice.test',
      new Set(),
      new RegExp(INVITATION_SUBJECT),
    );
    const token = decodeURIComponent(mail.match(/accept-invitation\?token=(\S+)/)![1]!);
    await call(t.app, undefined, 'User/AcceptInvitation', {
      token,
      password: 'Juicy@123',
      confirmPassword: 'Juicy@123',
    });
    expect((await login(t.app, 'jo@juice.test', 'Juicy@123')).statusCode).toBe(200);
    await call(t.app, agency, 'User/SwitchCompany', { clientId: agency.clientId });
    await call(t.app, agency, 'Admin/SetBrandActive', { brandId: juice.brandId, active: false });
    const refused = await login(t.app, 'jo@juice.test', 'Juicy@123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CLIENT_DEACTIVATED_MESSAGE);
  });
});
