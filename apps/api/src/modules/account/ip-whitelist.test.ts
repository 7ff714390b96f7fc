import { ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import { MSG } from '@resonate/contracts/messages';
import {
  codeIn,
  createDemoApp,
  login,
  OTP_SUBJECT,
  signIn,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import type { TCaller } from '../../../test/notification-helpers.ts';
import { post } from './account-test-helpers.ts';
import { assertRequestAddressAllowed } from './ip-whitelist/address-guard.ts';

const HOME = '127.0.0.1';
const OFFICE = '10.1.2.3';

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

type TRow = { ipWhitelistId?: number; ipAddress: string; description?: string };
const save = (items: TRow[], extra: object = {}, caller = admin, from = HOME) =>
  post(t.app, caller, 'UpsertIpWhiteList', { items, ...extra }, from);
const list = async (caller = admin, from = HOME) =>
  (await post(t.app, caller, 'GetIpWhiteList', {}, from)).json().data.items as Required<TRow>[];
const clear = async () => expect((await save([])).statusCode).toBe(200);

describe('GetIpWhiteList and UpsertIpWhiteList', () => {
  it('starts empty, adds, edits and removes rows in one save each', async () => {
    expect(await list()).toEqual([]);
    const added = await save([
      { ipAddress: HOME, description: 'This machine' },
      { ipAddress: OFFICE, description: 'Office' },
    ]);
    expect(added.statusCode).toBe(200);
    const [home, office] = added.json().data.items;
    expect(home).toMatchObject({ ipAddress: HOME, description: 'This machine' });
    expect(await list(viewer)).toHaveLength(2);

    const edited = await save([
      { ipWhitelistId: home.ipWhitelistId, ipAddress: HOME },
      { ipWhitelistId: office.ipWhitelistId, ipAddress: '10.1.2.4', description: 'Moved' },
    ]);
    expect(edited.json().data.items).toEqual([
      expect.objectContaining({ ipWhitelistId: home.ipWhitelistId, description: '' }),
      expect.objectContaining({ ipWhitelistId: office.ipWhitelistId, ipAddress: '10.1.2.4' }),
    ]);
    const removed = await save([{ ipWhitelistId: home.ipWhitelistId, ipAddress: HOME }]);
    expect(removed.json().data.items).toHaveLength(1);
    // Two rows may swap addresses in one save.
    const two = (
      await save([{ ipWhitelistId: home.ipWhitelistId, ipAddress: HOME }, { ipAddress: OFFICE }])
    ).json().data.items;
    const swapped = await save([
      { ipWhitelistId: two[0].ipWhitelistId, ipAddress: OFFICE },
      { ipWhitelistId: two[1].ipWhitelistId, ipAddress: HOME },
    ]);
    expect(swapped.statusCode).toBe(200);
    await clear();
  });

  it('puts "Enter valid IP address" under each bad row', async () => {
    const res = await save([
      { ipAddress: HOME },
      { ipAddress: '10.0.0.0' },
      { ipAddress: '224.1.1.1' },
      { ipAddress: '10.0.0.255' },
      { ipAddress: '' },
      { ipAddress: '10.01.0.1' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.1.ipAddress': MSG.ipAddressInvalid,
      'items.2.ipAddress': MSG.ipAddressInvalid,
      'items.3.ipAddress': MSG.ipAddressInvalid,
      'items.4.ipAddress': MSG.ipAddressInvalid,
      'items.5.ipAddress': MSG.ipAddressInvalid,
    });
    expect(await list()).toEqual([]);
  });

  it('puts "Duplicate value" under every later copy of an address in the list', async () => {
    const res = await save([
      { ipAddress: HOME },
      { ipAddress: OFFICE },
      { ipAddress: ` ${OFFICE}` },
      { ipAddress: HOME },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.2.ipAddress': MSG.duplicateValue,
      'items.3.ipAddress': MSG.duplicateValue,
    });
  });

  it('answers an address stored under another entry with 409 "IP address already exists"', async () => {
    const stored = (await save([{ ipAddress: HOME }, { ipAddress: OFFICE }])).json().data.items;
    // A page loaded before OFFICE was added sends it again as a new row.
    const res = await save([
      { ipWhitelistId: stored[0].ipWhitelistId, ipAddress: HOME },
      { ipAddress: OFFICE },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.ipAddressExists);
    expect(res.json().errors).toEqual({ 'items.1.ipAddress': MSG.ipAddressExists });
    expect(await list()).toHaveLength(2);
    await clear();
  });

  it('answers an unknown or foreign id with 404', async () => {
    const theirs = (await save([{ ipAddress: '10.9.9.9' }, { ipAddress: HOME }], {}, outlet)).json()
      .data.items[0].ipWhitelistId;
    const res = await save([{ ipWhitelistId: theirs, ipAddress: HOME }]);
    expect(res.statusCode).toBe(404);
    expect(await list()).toEqual([]);
    // Cross-client: the other client's list is its own, and the id names are not shared.
    expect(await list(outlet)).toHaveLength(2);
    expect(
      (await post(t.app, admin, 'GetIpWhiteList', { clientId: outlet.clientId })).statusCode,
    ).toBe(403);
    expect((await save([], { clientId: outlet.clientId })).statusCode).toBe(403);
    expect((await save([], {}, outlet)).statusCode).toBe(200);
  });

  it('refuses a user who is not an account admin with 403', async () => {
    const res = await save([{ ipAddress: HOME }], {}, viewer);
    expect(res.statusCode).toBe(403);
    // The viewer's role grants no change of account settings: refused before the admin rule.
    expect(res.json().message).toBe(ROLE_DENIES_CHANGE);
  });

  it('asks to confirm a list that leaves out the caller, and saves it when confirmed', async () => {
    const res = await save([{ ipAddress: OFFICE }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual({ requiresConfirmation: true, currentIp: HOME });
    expect(res.json().message).toBe(ACCOUNT_MSG.lockout(HOME));
    expect(await list()).toEqual([]);
    const confirmed = await save([{ ipAddress: OFFICE }], { confirmLockout: true });
    expect(confirmed.statusCode).toBe(200);
    // The admin is now outside; the office clears the list.
    const fromOffice = await save([], {}, admin, OFFICE);
    expect(fromOffice.statusCode).toBe(200);
  });
});

describe('enforcement', () => {
  it('refuses sign-in and API calls from other addresses while the list is not empty', async () => {
    expect((await save([{ ipAddress: OFFICE }, { ipAddress: HOME }])).statusCode).toBe(200);

    const elsewhere = await login(t.app, 'viewer@acme.test', undefined, {}, '10.7.7.7');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(ACCOUNT_MSG.signInNotAllowed);
    expect(elsewhere.json().data?.accessToken).toBeUndefined();
    // A wrong password from there is still just a wrong password: the list leaks nothing.
    const wrong = await login(t.app, 'viewer@acme.test', 'Wrong@12345', {}, '10.7.7.7');
    expect(wrong.statusCode).toBe(401);

    const fromOffice = await login(t.app, 'viewer@acme.test', undefined, {}, OFFICE);
    expect(fromOffice.statusCode).toBe(200);

    const call = await post(t.app, viewer, 'GetClientDetails', {}, '10.7.7.7');
    expect(call.statusCode).toBe(403);
    expect(call.json().message).toBe(ACCOUNT_MSG.accessNotAllowed);
    expect((await post(t.app, viewer, 'GetClientDetails', {}, OFFICE)).statusCode).toBe(200);
    // IPv4 clients of a dual-stack server arrive as ::ffff:a.b.c.d.
    expect((await post(t.app, viewer, 'GetClientDetails', {}, `::ffff:${OFFICE}`)).statusCode).toBe(
      200,
    );

    // Another client is not affected.
    expect((await login(t.app, 'reset@acme.test', undefined, {}, '10.7.7.7')).statusCode).toBe(200);
    expect((await post(t.app, outlet, 'GetClientDetails', {}, '10.7.7.7')).statusCode).toBe(200);
  });

  it('refuses the OTP step from another address, before and after the code is mailed', async () => {
    const start = await login(t.app, 'otp@acme.test', undefined, {}, '10.7.7.8');
    expect(start.statusCode).toBe(403);
    expect(start.json().message).toBe(ACCOUNT_MSG.signInNotAllowed);

    // A code asked for from OFFICE, then confirmed from elsewhere.
    const asked = await login(t.app, 'otp@acme.test', undefined, {}, OFFICE);
    const { otpToken } = asked.json().data;
    const code = codeIn(
      await waitForOutboxMail(t.dataDir, 'otp@acme.test', undefined, OTP_SUBJECT),
    );
    const confirm = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/LoginValidateConfirm',
        payload: { otpToken, otp: code },
        remoteAddress: from,
      });
    const refused = await confirm('10.7.7.8');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MSG.signInNotAllowed);
    expect((await confirm(OFFICE)).statusCode).toBe(200);
  });

  it('lifts enforcement at once when the list is cleared', async () => {
    await clear();
    expect((await post(t.app, viewer, 'GetClientDetails', {}, '10.7.7.7')).statusCode).toBe(200);
    expect((await login(t.app, 'viewer@acme.test', undefined, {}, '10.7.7.7')).statusCode).toBe(
      200,
    );
  });
});

describe('the per-process cache of authenticated calls', () => {
  /** Polls the guard until it answers `refused` (a NOTIFY arrives in milliseconds). */
  const answersSoon = async (clientId: number, ip: string, refused: boolean) => {
    for (let i = 0; i < 50; i++) {
      const answer = await assertRequestAddressAllowed(t.app.db, clientId, ip).then(
        () => false,
        () => true,
      );
      if (answer === refused) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  it('drops a cached list as soon as it is changed elsewhere (NOTIFY), not after WHITELIST_CACHE_MS', async () => {
    const now = Date.now();
    await assertRequestAddressAllowed(t.app.db, admin.clientId, '10.7.7.7', now);
    // Another process (here: by hand, as the owner) saves a list: the trigger tells this one.
    await t.app.ownerDb
      .insertInto('ip_whitelist')
      .values({ client_id: admin.clientId, ip_address: OFFICE })
      .execute();
    expect(await answersSoon(admin.clientId, '10.7.7.7', true)).toBe(true);
    await expect(
      assertRequestAddressAllowed(t.app.db, admin.clientId, '10.7.7.7', now + 1),
    ).rejects.toMatchObject({ statusCode: 403, message: ACCOUNT_MSG.accessNotAllowed });
    await t.app.ownerDb.deleteFrom('ip_whitelist').execute();
    expect(await answersSoon(admin.clientId, '10.7.7.7', false)).toBe(true);
  });

  it('caches nothing while its listener is down, so a missed NOTIFY lets nobody in', async () => {
    await assertRequestAddressAllowed(t.app.db, admin.clientId, '10.7.7.7');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'resonate-listener' and datname = current_database()`.execute(
      t.app.ownerDb,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Asked while nobody listens (the listener retries after a second): this answer is not kept.
    await assertRequestAddressAllowed(t.app.db, admin.clientId, '10.7.7.7');
    await t.app.ownerDb
      .insertInto('ip_whitelist')
      .values({ client_id: admin.clientId, ip_address: OFFICE })
      .execute();
    await expect(
      assertRequestAddressAllowed(t.app.db, admin.clientId, '10.7.7.7'),
    ).rejects.toMatchObject({ statusCode: 403 });
    await t.app.ownerDb.deleteFrom('ip_whitelist').execute();
  });
});
