import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { MSG } from '@resonate/contracts/messages';
import { USER_MSG } from '@resonate/contracts/onboarding/users';
import { DEACTIVATED_MESSAGE } from '#/modules/auth/index.ts';
import { createDemoApp, login, signIn, waitForOutboxMail } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, type TCaller } from '../admin-test-helpers.ts';
import { INVITATION_SUBJECT } from '../invitations/invitation-mail.ts';

let t: TTestApp;
let admin: TCaller;
let viewerRoleId: number;
let salesId: number;
const seen = new Set<string>();

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  const roles = (await call(t.app, admin, 'Admin/GetRoles', {})).json().data.roles;
  viewerRoleId = roles.find((r: { name: string }) => r.name === 'Viewer').roleId;
  const departments = (await call(t.app, admin, 'Admin/GetDepartments', {})).json().data
    .departments;
  salesId = departments.find((d: { name: string }) => d.name === 'Sales').departmentId;
});
afterAll(() => t.close());

const invitee = (email: string, extra: object = {}) => ({
  email,
  firstName: 'Ivy',
  lastName: 'Invited',
  roleId: viewerRoleId,
  departmentIds: [salesId],
  brandIds: [],
  isAccountAdmin: false,
  ...extra,
});

async function invite(email: string, extra: object = {}) {
  const res = await call(t.app, admin, 'Admin/InviteUser', invitee(email, extra));
  expect(res.statusCode, res.body).toBe(200);
  const mail = await waitForOutboxMail(t.dataDir, email, seen, new RegExp(INVITATION_SUBJECT));
  const token = decodeURIComponent(mail.match(/accept-invitation\?token=(\S+)/)![1]!);
  return { user: res.json().data.user, token };
}

const accept = (token: string, password = 'Invited@123', confirmPassword = password) =>
  call(t.app, undefined, 'User/AcceptInvitation', { token, password, confirmPassword });

describe('users and invitations', () => {
  it('invites a user who sets a password once, then signs in with the role granted', async () => {
    const { user, token } = await invite('ivy@acme.test');
    expect(user).toMatchObject({
      status: 'not_activated',
      roleName: 'Viewer',
      departmentIds: [salesId],
    });
    expect(user.invitationExpiresAt).not.toBeNull();
    expect((await login(t.app, 'ivy@acme.test', 'Invited@123')).statusCode).not.toBe(200);

    const shown = await call(t.app, undefined, 'User/GetInvitation', { token });
    expect(shown.json().data).toMatchObject({ email: 'ivy@acme.test', clientName: 'Acme Retail' });

    const weak = await accept(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(MSG.passwordRequired);
    const mismatch = await accept(token, 'Invited@123', 'Invited@124');
    expect(mismatch.json().errors.confirmPassword).toBe(MSG.passwordMismatch);

    expect((await accept(token)).statusCode).toBe(200);
    const reused = await accept(token, 'Another@123');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(USER_MSG.invitationInvalid);

    const signedIn = await login(t.app, 'ivy@acme.test', 'Invited@123');
    expect(signedIn.statusCode).toBe(200);
    const permissions = new Map(
      signedIn
        .json()
        .data.permissionList.map((p: { featureId: number; viewAccess: boolean }) => [
          p.featureId,
          p.viewAccess,
        ]),
    );
    expect(permissions.get(FEATURE_IDS.invoiceList)).toBe(false);
    expect(permissions.get(FEATURE_IDS.dashboard)).toBe(true);
    expect(signedIn.json().data.departmentList).toEqual([
      { departmentId: salesId, departmentName: 'Sales' },
    ]);
  });

  it('refuses tampered and expired links; a resend replaces the old link', async () => {
    const { user, token } = await invite('ian.expired@acme.test');
    const tampered = await accept(`${token.slice(0, -3)}abc`);
    expect(tampered.json().message).toBe(USER_MSG.invitationInvalid);
    await sql`update user_invitations set expires_at = now() - interval '1 minute'
      where user_id = ${user.userId}`.execute(t.app.ownerDb);
    const expired = await accept(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(USER_MSG.invitationExpired);

    const resent = await call(t.app, admin, 'Admin/ResendInvitation', { userId: user.userId });
    expect(resent.statusCode).toBe(200);
    const mail = await waitForOutboxMail(
      t.dataDir,
      'ian.expired@acme.test',
      seen,
      new RegExp(INVITATION_SUBJECT),
    );
    const fresh = decodeURIComponent(mail.match(/accept-invitation\?token=(\S+)/)![1]!);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await accept(fresh)).statusCode).toBe(200);
    const again = await call(t.app, admin, 'Admin/ResendInvitation', { userId: user.userId });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a taken email (across clients), unknown roles and foreign departments', async () => {
    const taken = await call(t.app, admin, 'Admin/InviteUser', invitee('brand@acme.test'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe(USER_MSG.emailTaken);
    const role = await call(
      t.app,
      admin,
      'Admin/InviteUser',
      invitee('new1@acme.test', { roleId: 999999 }),
    );
    expect(role.json().errors.roleId).toBe(USER_MSG.roleRequired);
    const dept = await call(
      t.app,
      admin,
      'Admin/InviteUser',
      invitee('new1@acme.test', { departmentIds: [999999] }),
    );
    expect(dept.json().errors.departmentIds).toBe(USER_MSG.departmentUnknown);
    const brands = await call(
      t.app,
      admin,
      'Admin/InviteUser',
      invitee('new1@acme.test', { brandIds: [1] }),
    );
    expect(brands.json().errors.brandIds).toBe(USER_MSG.brandUnknown);
    const bad = await call(t.app, admin, 'Admin/InviteUser', invitee('not-an-email'));
    expect(bad.json().errors.email).toBe(MSG.emailRequired);
  });

  it('a deactivated user is signed out everywhere and cannot sign in; reactivation restores', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const off = await call(t.app, admin, 'Admin/SetUserActive', {
      userId: viewer.userId,
      active: false,
    });
    expect(off.json().data.user.status).toBe('deactivated');
    const session = await t.app.inject({
      url: '/api/User/GetSession',
      headers: { accesstoken: viewer.accessToken },
    });
    expect(session.statusCode).toBe(401);
    const refused = await login(t.app, 'viewer@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DEACTIVATED_MESSAGE);
    const on = await call(t.app, admin, 'Admin/SetUserActive', {
      userId: viewer.userId,
      active: true,
    });
    expect(on.json().data.user.status).toBe('active');
    expect((await login(t.app, 'viewer@acme.test')).statusCode).toBe(200);
  });

  it('edits role, departments and admin flag; an admin cannot demote or deactivate themselves', async () => {
    const viewer = await signIn(t.app, 'viewer@acme.test');
    const edit = {
      userId: viewer.userId,
      firstName: 'Vera',
      lastName: 'Viewer',
      roleId: viewerRoleId,
      departmentIds: [],
      brandIds: [],
      isAccountAdmin: false,
    };
    const saved = await call(t.app, admin, 'Admin/UpdateUser', edit);
    expect(saved.json().data.user.departmentIds).toEqual([]);
    const self = await call(t.app, admin, 'Admin/UpdateUser', { ...edit, userId: admin.userId });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(USER_MSG.notSelf);
    const off = await call(t.app, admin, 'Admin/SetUserActive', {
      userId: admin.userId,
      active: false,
    });
    expect(off.statusCode).toBe(403);
    const brand = await signIn(t.app, 'brand@acme.test');
    expect((await call(t.app, brand, 'Admin/UpdateUser', { ...edit, roleId: 1 })).statusCode).toBe(
      404,
    );
    const list = await call(t.app, admin, 'Admin/GetUsers', { search: 'vera' });
    expect(list.json().totalRows).toBe(1);
  });
});
