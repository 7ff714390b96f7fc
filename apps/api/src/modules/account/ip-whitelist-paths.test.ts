import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@resonate/contracts/account';
import { createDemoApp, loginBody, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import type { TCaller } from '../../../test/notification-helpers.ts';
import { brandForm, call, setupToken } from '#/modules/admin/testing.ts';
import { dx } from '#/modules/data-exchange/testing.ts';
import { post } from './account-test-helpers.ts';

/**
 * The IP whitelist on every way in: sessions switched into another company, API keys, and
 * whatever a client writes in X-Forwarded-For. (Lists and sign-in: ip-whitelist.test.ts.)
 */

const HOME = '127.0.0.1';
const OFFICE = '10.1.2.3';
const BRANCH = '10.1.2.4';
const ELSEWHERE = '10.7.7.7';
const PROXY = '10.0.0.1';

const saveList = (app: FastifyInstance, caller: TCaller, addresses: string[], from = HOME) =>
  post(
    app,
    caller,
    'UpsertIpWhiteList',
    { items: addresses.map((ipAddress) => ({ ipAddress })), confirmLockout: true },
    from,
  );

function whoami(app: FastifyInstance, key: string, from: string, forwardedFor?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return app.inject({ url: '/api/v1/whoami', headers, remoteAddress: from });
}

async function createKey(app: FastifyInstance, admin: TCaller) {
  const res = await dx(app, admin, 'CreateApiKey', { name: 'CRM', scopes: ['events:write'] });
  return res.json().data as { key: string; apiKey: { apiKeyId: number } };
}

/** A demo app in which the agency user has created a brand, then signed in. */
async function agencyWithBrand(name: string) {
  const t = await createDemoApp();
  const q = await setupToken(t.app, 'agency@acme.test');
  const created = await call(t.app, undefined, 'ClientCreation', { q, ...brandForm(name) });
  const brandId: number = created.json().data.brand.brandId;
  const agency = await signIn(t.app, 'agency@acme.test');
  return { t, agency, brandId };
}

describe('an agency user switched into a brand', () => {
  let t: TTestApp;
  let agency: TCaller;
  let brandId: number;
  beforeAll(async () => {
    ({ t, agency, brandId } = await agencyWithBrand('Fjord'));
  });
  afterAll(() => t.close());

  const inBrand = (from: string) =>
    post(t.app, agency, 'GetIpWhiteList', { clientId: brandId }, from);

  it("keeps the agency's whitelist when the user switches into a brand that has none", async () => {
    expect((await saveList(t.app, agency, [OFFICE, BRANCH], OFFICE)).statusCode).toBe(200);
    const switched = await post(t.app, agency, 'User/SwitchCompany', { clientId: brandId }, OFFICE);
    expect(switched.statusCode).toBe(200);

    const refused = await inBrand(ELSEWHERE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MSG.accessNotAllowed);
    expect((await inBrand(OFFICE)).statusCode).toBe(200);
  });

  it("applies the brand's own whitelist as well as the agency's", async () => {
    const brandSession = { ...agency, clientId: brandId };
    expect((await saveList(t.app, brandSession, [BRANCH], BRANCH)).statusCode).toBe(200);

    // OFFICE is on the agency's list but not the brand's.
    const refused = await inBrand(OFFICE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MSG.companyAccessNotAllowed);
    expect((await inBrand(BRANCH)).statusCode).toBe(200);
  });

  it('lets a user the brand refuses switch back to the agency, instead of trapping them', async () => {
    const home = await post(t.app, agency, 'User/SwitchCompany', {}, OFFICE);
    expect(home.statusCode).toBe(200);
    expect((await post(t.app, agency, 'GetIpWhiteList', {}, OFFICE)).statusCode).toBe(200);
  });

  it("refuses to switch into a brand whose whitelist leaves the caller's address out", async () => {
    const refused = await post(t.app, agency, 'User/SwitchCompany', { clientId: brandId }, OFFICE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MSG.companyAccessNotAllowed);
    // The session stayed in the agency.
    expect((await post(t.app, agency, 'GetIpWhiteList', {}, OFFICE)).statusCode).toBe(200);

    const entered = await post(t.app, agency, 'User/SwitchCompany', { clientId: brandId }, BRANCH);
    expect(entered.statusCode).toBe(200);
    const brandSession = { ...agency, clientId: brandId };
    expect((await saveList(t.app, brandSession, [], BRANCH)).statusCode).toBe(200);
  });
});

describe('API keys and forged X-Forwarded-For, no proxy trusted', () => {
  let t: TTestApp;
  let admin: TCaller;
  beforeAll(async () => {
    t = await createDemoApp();
    admin = await signIn(t.app, 'admin@acme.test');
  });
  afterAll(() => t.close());

  it("refuses an API key from outside its client's whitelist, leaving no trace on the key", async () => {
    const { key, apiKey } = await createKey(t.app, admin);
    expect((await saveList(t.app, admin, [OFFICE, HOME])).statusCode).toBe(200);

    const refused = await whoami(t.app, key, ELSEWHERE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: false,
      message: ACCOUNT_MSG.apiKeyAddressNotAllowed,
    });
    const listed = (await dx(t.app, admin, 'ListApiKeys')).json().data.apiKeys;
    const row = listed.find((k: { apiKeyId: number }) => k.apiKeyId === apiKey.apiKeyId);
    expect(row.lastUsedAt).toBeNull();

    expect((await whoami(t.app, key, OFFICE)).statusCode).toBe(200);
  });

  it('ignores a forged X-Forwarded-For naming a whitelisted address', async () => {
    const { key } = await createKey(t.app, admin);
    expect((await whoami(t.app, key, ELSEWHERE, OFFICE)).statusCode).toBe(403);

    const session = await t.app.inject({
      method: 'POST',
      url: '/api/GetClientDetails',
      headers: { accesstoken: admin.accessToken, 'x-forwarded-for': OFFICE },
      payload: { clientId: admin.clientId },
      remoteAddress: ELSEWHERE,
    });
    expect(session.statusCode).toBe(403);
    expect(session.json().message).toBe(ACCOUNT_MSG.accessNotAllowed);

    const signInForged = await t.app.inject({
      method: 'POST',
      url: '/api/LoginValidate',
      headers: { 'x-forwarded-for': OFFICE },
      payload: await loginBody(t.app, 'viewer@acme.test', 'Demo@12345'),
      remoteAddress: ELSEWHERE,
    });
    expect(signInForged.statusCode).toBe(403);
    expect(signInForged.json().message).toBe(ACCOUNT_MSG.signInNotAllowed);
  });
});

/** A demo app behind TRUST_PROXY whose Acme list is [OFFICE], with an API key of Acme's. */
function behindProxy(trustProxy: string) {
  const state = {} as { t: TTestApp; key: string };
  beforeAll(async () => {
    state.t = await createDemoApp({ TRUST_PROXY: trustProxy });
    const admin = await signIn(state.t.app, 'admin@acme.test');
    state.key = (await createKey(state.t.app, admin)).key;
    expect((await saveList(state.t.app, admin, [OFFICE])).statusCode).toBe(200);
  });
  afterAll(() => state.t.close());
  return state;
}

describe('the whitelist behind one proxy (TRUST_PROXY=1)', () => {
  const s = behindProxy('1');

  it("ignores a client's forged leftmost X-Forwarded-For entry behind one proxy", async () => {
    // The client wrote OFFICE; the proxy appended the address it really came from.
    expect((await whoami(s.t.app, s.key, PROXY, `${OFFICE}, ${ELSEWHERE}`)).statusCode).toBe(403);
    expect((await whoami(s.t.app, s.key, PROXY, `${ELSEWHERE}, ${OFFICE}`)).statusCode).toBe(200);
  });
});

describe('the whitelist behind a proxy named by address (TRUST_PROXY=10.0.0.1)', () => {
  const s = behindProxy(PROXY);

  it('believes X-Forwarded-For only from the listed proxy', async () => {
    expect((await whoami(s.t.app, s.key, PROXY, OFFICE)).statusCode).toBe(200);
    expect((await whoami(s.t.app, s.key, ELSEWHERE, OFFICE)).statusCode).toBe(403);
    expect((await whoami(s.t.app, s.key, PROXY, `${OFFICE}, ${ELSEWHERE}`)).statusCode).toBe(403);
  });
});

describe('a signed download link', () => {
  let t: TTestApp;
  let agency: TCaller;
  let brandId: number;
  beforeAll(async () => {
    ({ t, agency, brandId } = await agencyWithBrand('Lofoten'));
    expect((await saveList(t.app, agency, [OFFICE], OFFICE)).statusCode).toBe(200);
    const switched = await post(t.app, agency, 'User/SwitchCompany', { clientId: brandId }, OFFICE);
    expect(switched.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("carries the asking agency's whitelist into the brand's download, not only the brand's", async () => {
    const brandSession = { ...agency, clientId: brandId };
    const asked = await post(t.app, brandSession, 'Audience/ExportContacts', {}, OFFICE);
    expect(asked.statusCode, asked.body).toBe(200);
    const { url } = asked.json().data as { url: string };
    // The brand has no list of its own: only the agency's can refuse the address.
    const elsewhere = await t.app.inject({ url, remoteAddress: ELSEWHERE });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(ACCOUNT_MSG.accessNotAllowed);
    const office = await t.app.inject({ url, remoteAddress: OFFICE });
    expect(office.statusCode).toBe(200);
  });

  it("refuses the notification stream from outside the user's whitelist, ticket or not", async () => {
    const asked = await post(
      t.app,
      agency,
      'AlertAndNotifications/GetStreamTicket',
      { userId: agency.userId },
      OFFICE,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { ticket } = asked.json().data as { ticket: string };
    const elsewhere = await t.app.inject({
      url: `/api/AlertAndNotifications/Stream?ticket=${encodeURIComponent(ticket)}`,
      remoteAddress: ELSEWHERE,
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(ACCOUNT_MSG.accessNotAllowed);
  });
});
