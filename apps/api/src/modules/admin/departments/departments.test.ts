import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { DEPARTMENT_MSG } from '@resonate/contracts/onboarding/departments';
import { createDemoApp, login, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, type TCaller } from '../admin-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const ADMIN_ENDPOINTS: [string, object][] = [
  ['Admin/GetDepartments', {}],
  ['Admin/SaveDepartment', { name: 'Support' }],
  ['Admin/SetDepartmentActive', { departmentId: 1, active: false }],
  ['Admin/GetRoles', {}],
  ['Admin/SaveRole', { name: 'Ops', permissions: [] }],
  ['Admin/DeleteRole', { roleId: 1 }],
  ['Admin/GetUsers', {}],
  ['Admin/InviteUser', {}],
  ['Admin/UpdateUser', {}],
  ['Admin/ResendInvitation', { userId: 1 }],
  ['Admin/SetUserActive', { userId: 1, active: false }],
  ['Admin/GetBrands', {}],
  ['Admin/UpdateBrand', {}],
  ['Admin/SetBrandActive', { brandId: 1, active: false }],
];

describe('administration access', () => {
  it.each(ADMIN_ENDPOINTS)(
    '%s: 403 for a non-admin, 401 without a session',
    async (endpoint, body) => {
      const res = await call(t.app, viewer, endpoint, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_MSG.notAdmin);
      expect((await call(t.app, undefined, endpoint, body)).statusCode).toBe(401);
    },
  );
});

describe('departments', () => {
  it('lists, creates, renames (unique in any case) and deactivates', async () => {
    const list = await call(t.app, admin, 'Admin/GetDepartments', {});
    expect(list.json().totalRows).toBe(2);
    expect(list.json().data.departments.map((d: { name: string }) => d.name)).toEqual([
      'Marketing',
      'Sales',
    ]);
    expect(list.json().data.departments[0].userCount).toBe(2);

    const created = await call(t.app, admin, 'Admin/SaveDepartment', { name: '  Support ' });
    expect(created.statusCode).toBe(200);
    const support = created.json().data.department;
    expect(support).toMatchObject({ name: 'Support', isActive: true, userCount: 0 });

    const duplicate = await call(t.app, admin, 'Admin/SaveDepartment', { name: 'sales' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe(DEPARTMENT_MSG.nameExists);
    const empty = await call(t.app, admin, 'Admin/SaveDepartment', { name: ' ' });
    expect(empty.json().errors.name).toBe(DEPARTMENT_MSG.nameRequired);

    const renamed = await call(t.app, admin, 'Admin/SaveDepartment', {
      departmentId: support.departmentId,
      name: 'Customer Support',
    });
    expect(renamed.json().data.department.name).toBe('Customer Support');
    const search = await call(t.app, admin, 'Admin/GetDepartments', { search: 'support' });
    expect(search.json().totalRows).toBe(1);

    const off = await call(t.app, admin, 'Admin/SetDepartmentActive', {
      departmentId: support.departmentId,
      active: false,
    });
    expect(off.json().data.department.isActive).toBe(false);
    const signedIn = await login(t.app, 'admin@acme.test');
    const names = signedIn
      .json()
      .data.departmentList.map((d: { departmentName: string }) => d.departmentName);
    expect(names).toEqual(['Marketing', 'Sales']);
  });

  it("cannot see or change another client's departments", async () => {
    const mine = await call(t.app, admin, 'Admin/GetDepartments', {});
    const sales = mine.json().data.departments.find((d: { name: string }) => d.name === 'Sales');
    const rename = await call(t.app, brand, 'Admin/SaveDepartment', {
      departmentId: sales.departmentId,
      name: 'Hijacked',
    });
    expect(rename.statusCode).toBe(404);
    const off = await call(t.app, brand, 'Admin/SetDepartmentActive', {
      departmentId: sales.departmentId,
      active: false,
    });
    expect(off.statusCode).toBe(404);
    expect((await call(t.app, brand, 'Admin/GetDepartments', {})).json().totalRows).toBe(0);
  });
});
