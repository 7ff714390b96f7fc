import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANCY_MSG } from '@resonate/contracts/onboarding/tenancy';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  brandForm,
  call,
  createOtherAgency,
  setupToken,
  type TCaller,
} from '#/modules/admin/testing.ts';

let t: TTestApp;
let agency: TCaller;
let coffee: number;
let tea: number;
let other: { agencyId: number; brandId: number };

async function createBrand(q: string, name: string): Promise<number> {
  const res = await call(t.app, undefined, 'ClientCreation', { q, ...brandForm(name) });
  return res.json().data.brand.brandId as number;
}

beforeAll(async () => {
  t = await createDemoApp();
  const q = await setupToken(t.app, 'agency@acme.test');
  coffee = await createBrand(q, 'Northwind Coffee');
  tea = await createBrand(q, 'Northwind Tea');
  other = await createOtherAgency(t.app, 'olga@other-agency.test', 'Demo@12345');
  agency = await signIn(t.app, 'agency@acme.test');
});
afterAll(() => t.close());

const switchTo = (caller: TCaller, clientId: number, departmentId?: number) =>
  call(t.app, caller, 'User/SwitchCompany', { clientId, departmentId });

describe('company switching', () => {
  it('an agency admin works in a brand: every request follows it until switching back', async () => {
    const res = await switchTo(agency, coffee);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      clientId: coffee,
      clientName: 'Northwind Coffee',
      parentClientId: agency.clientId,
      isAgency: true,
    });
    expect(res.json().data.clientList.map((c: { clientId: number }) => c.clientId)).toEqual([
      agency.clientId,
      coffee,
      tea,
    ]);
    const session = await t.app.inject({
      url: '/api/User/GetSession',
      headers: { accesstoken: agency.accessToken },
    });
    expect(session.json().data.clientId).toBe(coffee);
    const details = await call(t.app, agency, 'GetClientDetails', { clientId: coffee });
    expect(details.json().data.companyName).toBe('Northwind Coffee');
    // The agency's own data is out of reach while working in the brand.
    expect(
      (await call(t.app, agency, 'GetClientDetails', { clientId: agency.clientId })).statusCode,
    ).toBe(403);
    // The user's own things (profile, notifications) still work in the brand.
    const profile = await t.app.inject({
      url: '/api/GetMyProfile',
      headers: { accesstoken: agency.accessToken },
    });
    expect(profile.json().data.email).toBe('agency@acme.test');
    const unread = await call(t.app, agency, 'AlertAndNotifications/GetUnreadCount', {
      clientId: coffee,
      userId: agency.userId,
      departmentId: 0,
    });
    expect(unread.statusCode).toBe(200);

    const back = await switchTo(agency, agency.clientId);
    expect(back.json().data.clientId).toBe(agency.clientId);
    expect(
      (await call(t.app, agency, 'GetClientDetails', { clientId: agency.clientId })).statusCode,
    ).toBe(200);
  });

  it("refuses another agency's brand and a client that is nobody's brand", async () => {
    const foreign = await switchTo(agency, other.brandId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(TENANCY_MSG.companyNotAllowed);
    const admin = await signIn(t.app, 'admin@acme.test');
    expect((await switchTo(agency, admin.clientId)).statusCode).toBe(403);
    expect((await switchTo(agency, other.agencyId)).statusCode).toBe(403);
    // And the other agency's admin cannot reach Northwind's brands.
    const otherAdmin = await signIn(t.app, 'olga@other-agency.test');
    expect((await switchTo(otherAdmin, other.brandId)).statusCode).toBe(200);
    expect((await switchTo(otherAdmin, coffee)).statusCode).toBe(403);
  });

  it('a brand user cannot switch at all (only to its own client)', async () => {
    const brand = await signIn(t.app, 'brand@acme.test');
    const res = await switchTo(brand, coffee);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TENANCY_MSG.notAgency);
    expect((await switchTo(brand, brand.clientId)).statusCode).toBe(200);
  });

  it('departments: only ones the user belongs to; the department list follows the company', async () => {
    const admin = await signIn(t.app, 'admin@acme.test');
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const list = await call(t.app, admin, 'User/GetDepartmentList', { clientId: admin.clientId });
    const departments = list.json().data.departmentList as {
      departmentId: number;
      departmentName: string;
    }[];
    expect(departments.map((d) => d.departmentName)).toEqual(['Marketing', 'Sales']);
    const marketing = departments[0]!.departmentId;
    const sales = departments[1]!.departmentId;
    const switched = await switchTo(admin, admin.clientId, marketing);
    expect(switched.json().data.departmentId).toBe(marketing);
    const viewerList = await call(t.app, viewer, 'User/GetDepartmentList', {
      clientId: viewer.clientId,
    });
    expect(viewerList.json().data.departmentList).toEqual([
      { departmentId: sales, departmentName: 'Sales' },
    ]);
    const refused = await switchTo(viewer, viewer.clientId, marketing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TENANCY_MSG.departmentNotAllowed);
    // Another client's list is refused; a brand's departments are not the agency's.
    expect(
      (await call(t.app, viewer, 'User/GetDepartmentList', { clientId: coffee })).statusCode,
    ).toBe(403);
    expect((await switchTo(agency, coffee, marketing)).statusCode).toBe(403);
  });

  it('a deactivated brand leaves the list, and a session working in it falls back', async () => {
    await switchTo(agency, tea);
    await sql`update clients set is_active = false where id = ${tea}`.execute(t.app.ownerDb);
    t.app.sessionCache.clear();
    const scope = await call(t.app, agency, 'User/GetScope', {});
    expect(scope.json().data.clientId).toBe(agency.clientId);
    expect(scope.json().data.clientList.map((c: { clientId: number }) => c.clientId)).toEqual([
      agency.clientId,
      coffee,
    ]);
    expect((await switchTo(agency, tea)).statusCode).toBe(403);
    await sql`update clients set is_active = true where id = ${tea}`.execute(t.app.ownerDb);
  });
});
