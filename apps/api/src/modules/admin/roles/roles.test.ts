import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ROLE_FEATURES, ROLE_MSG, emptyPermission } from '@resonate/contracts/onboarding/roles';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, type TCaller } from '../admin-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const viewOnly = (...features: number[]) =>
  ROLE_FEATURES.map(({ featureId }) => ({
    ...emptyPermission(featureId),
    canView: features.includes(featureId),
  }));

describe('roles', () => {
  it('lists the roles with one permission row per feature', async () => {
    const res = await call(t.app, admin, 'Admin/GetRoles', {});
    const roles = res.json().data.roles;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Administrator', 'Viewer']);
    const viewer = roles[1];
    expect(viewer.permissions).toHaveLength(ROLE_FEATURES.length);
    expect(viewer.userCount).toBe(2);
    const invoices = viewer.permissions.find(
      (p: { featureId: number }) => p.featureId === FEATURE_IDS.invoiceList,
    );
    expect(invoices.canView).toBe(false);
  });

  it('creates and edits a role; names are unique; actions need view', async () => {
    const permissions = viewOnly(FEATURE_IDS.dashboard, FEATURE_IDS.audience);
    permissions[0] = { ...permissions[0]!, canView: true, canCreate: true };
    const created = await call(t.app, admin, 'Admin/SaveRole', { name: 'Analyst', permissions });
    expect(created.statusCode).toBe(200);
    const role = created.json().data.role;
    expect(role.permissions).toEqual(permissions);

    const duplicate = await call(t.app, admin, 'Admin/SaveRole', { name: 'analyst', permissions });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe(ROLE_MSG.nameExists);

    const bad = [
      {
        featureId: FEATURE_IDS.dashboard,
        canView: false,
        canCreate: false,
        canEdit: true,
        canDelete: false,
      },
    ];
    const needsView = await call(t.app, admin, 'Admin/SaveRole', { name: 'Bad', permissions: bad });
    expect(needsView.statusCode).toBe(400);
    expect(Object.values(needsView.json().errors)).toContain(ROLE_MSG.actionNeedsView);
    const unknown = await call(t.app, admin, 'Admin/SaveRole', {
      name: 'Bad',
      permissions: [{ ...emptyPermission(999), canView: true }],
    });
    expect(unknown.statusCode).toBe(400);

    const renamed = await call(t.app, admin, 'Admin/SaveRole', {
      roleId: role.roleId,
      name: 'Senior analyst',
      permissions: viewOnly(FEATURE_IDS.dashboard),
    });
    expect(renamed.json().data.role.name).toBe('Senior analyst');
    expect(
      renamed.json().data.role.permissions.filter((p: { canView: boolean }) => p.canView),
    ).toHaveLength(1);

    // Another client cannot touch it.
    const foreign = await call(t.app, brand, 'Admin/SaveRole', {
      roleId: role.roleId,
      name: 'Taken over',
      permissions,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(t.app, brand, 'Admin/DeleteRole', { roleId: role.roleId })).statusCode).toBe(
      404,
    );

    expect((await call(t.app, admin, 'Admin/DeleteRole', { roleId: role.roleId })).statusCode).toBe(
      200,
    );
  });

  it('refuses to delete a role somebody holds', async () => {
    const roles = (await call(t.app, admin, 'Admin/GetRoles', {})).json().data.roles;
    const viewer = roles.find((r: { name: string }) => r.name === 'Viewer');
    const res = await call(t.app, admin, 'Admin/DeleteRole', { roleId: viewer.roleId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ROLE_MSG.inUse);
  });
});
