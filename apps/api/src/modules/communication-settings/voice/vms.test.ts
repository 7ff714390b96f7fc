import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { createChannelsApp, cs, type TCaller } from '../channel-common/channel-test-helpers.ts';

/** Production rules: ALLOW_PRIVATE_CHANNEL_HOSTS is off. */
let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createChannelsApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const TOKEN = 'twilio-auth-token-0123456789abcdef';
// A name under .invalid never resolves: accepted, as an unresolvable webhook host is.
const account = (extra: object = {}) => ({
  provider: 'twilio',
  callerId: '+441632960001',
  accountId: 'AC0123456789',
  authToken: TOKEN,
  callbackUrl: 'https://voice.example.invalid/callback',
  ...extra,
});

describe('Voice and VMS settings', () => {
  it('adds an account with the token sealed and masked in every answer', async () => {
    const saved = await cs(t.app, admin, 'UpsertVMSSettings', account());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(TOKEN);
    const { setting } = saved.json().data;
    expect(setting).toMatchObject({ provider: 'twilio', authToken: '••••••••' });
    const list = await cs(t.app, viewer, 'GetVMSSettings');
    expect(list.json().data.settings).toHaveLength(1);
    expect(list.body).not.toContain(TOKEN);
    const one = await cs(t.app, viewer, 'GetVMSSettingByID', {
      vmsSettingId: setting.vmsSettingId,
    });
    expect(one.json().data.setting.callerId).toBe('+441632960001');
    expect(one.body).not.toContain(TOKEN);
    const rows = await sql`select * from vms_settings`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain(TOKEN);
  });

  it.each([
    [
      { callerId: '01632 960001' },
      'callerId',
      'Enter the caller ID in international format, e.g. +441632960001',
    ],
    [{ callerId: '' }, 'callerId', 'Enter caller ID'],
    [{ provider: 'skype' }, 'provider', 'Select a provider'],
    [{ callbackUrl: 'http://voice.example.com/cb' }, 'callbackUrl', 'Enter valid HTTPS URL'],
    [{ callbackUrl: 'https://127.0.0.1/cb' }, 'callbackUrl', 'Enter valid HTTPS URL'],
    [{ authToken: '' }, 'authToken', 'Enter auth token'],
  ])('refuses %j under its field', async (extra, field, message) => {
    const res = await cs(t.app, admin, 'UpsertVMSSettings', account(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('edits with the version, keeps the token when empty, refuses stale edits', async () => {
    const { setting } = (await cs(t.app, admin, 'UpsertVMSSettings', account())).json().data;
    const before = await sql<{
      s: string;
    }>`select auth_token_sealed s from vms_settings where id = ${setting.vmsSettingId}`.execute(
      t.app.ownerDb,
    );
    const edit = {
      ...account({ authToken: '', callerId: '+441632960002' }),
      vmsSettingId: setting.vmsSettingId,
    };
    const edited = await cs(t.app, admin, 'UpsertVMSSettings', {
      ...edit,
      updatedAt: setting.updatedAt,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.setting.callerId).toBe('+441632960002');
    const after = await sql<{
      s: string;
    }>`select auth_token_sealed s from vms_settings where id = ${setting.vmsSettingId}`.execute(
      t.app.ownerDb,
    );
    expect(after.rows[0]?.s).toBe(before.rows[0]?.s);
    const stale = await cs(t.app, admin, 'UpsertVMSSettings', {
      ...edit,
      updatedAt: setting.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.updatedAt).toBe(edited.json().data.setting.updatedAt);
  });

  it("answers 404 for another client's account and 403 for non-admins and foreign clientIds", async () => {
    const { setting } = (await cs(t.app, admin, 'UpsertVMSSettings', account())).json().data;
    const foreign = await cs(t.app, brand, 'GetVMSSettingByID', {
      vmsSettingId: setting.vmsSettingId,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignEdit = await cs(t.app, brand, 'UpsertVMSSettings', {
      ...account(),
      vmsSettingId: setting.vmsSettingId,
      updatedAt: setting.updatedAt,
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await cs(t.app, viewer, 'UpsertVMSSettings', account())).statusCode).toBe(403);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/CommunicationSetting/GetVMSSettings',
      headers: { accesstoken: brand.accessToken },
      payload: { clientId: admin.clientId },
    });
    expect(claim.statusCode).toBe(403);
  });
});
