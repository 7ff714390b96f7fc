import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import type { TTestApp } from '../../../test/create-test-app.ts';
import {
  createDemoApp,
  encryptionKey,
  login,
  loginBody,
  seal,
} from '../../../test/auth-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

describe('POST /api/LoginValidate: the outcomes of the spec login table', () => {
  it('signs in a campaign account admin with every field of the login response', async () => {
    const response = await login(t.app, 'admin@acme.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: 'Login successful' });
    const data = body.data;
    for (const field of [
      'licenseTypeId',
      'permissionList',
      'clientList',
      'departmentList',
      'accountAdmin',
      'clientId',
      'accessToken',
      'timeZoneId',
      'timeFormatId',
      'dateFormatId',
      'isCampaign',
      'userId',
      'isAgency',
      'amount',
      'frequency',
      'clientName',
      'salePrice',
      'tenantShortCode',
      'orderId',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data).toMatchObject({
      isCampaign: true,
      accountAdmin: true,
      clientName: 'Acme Retail',
      amount: 499,
      salePrice: 449,
    });
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.departmentList.map((d: { departmentName: string }) => d.departmentName)).toEqual([
      'Marketing',
      'Sales',
    ]);
    expect(data.permissionList.every((p: { viewAccess: boolean }) => p.viewAccess)).toBe(true);
  });

  it('signs in a brand account that is not a campaign account', async () => {
    const data = (await login(t.app, 'brand@acme.test')).json().data;
    expect(data.isCampaign).toBe(false);
  });

  it('gives the viewer no view access to consumption and invoices', async () => {
    const data = (await login(t.app, 'viewer@acme.test')).json().data;
    const view = new Map(
      data.permissionList.map((p: { featureId: number; viewAccess: boolean }) => [
        p.featureId,
        p.viewAccess,
      ]),
    );
    expect(view.get(FEATURE_IDS.consumptions)).toBe(false);
    expect(view.get(FEATURE_IDS.invoiceList)).toBe(false);
    expect(view.get(FEATURE_IDS.dashboard)).toBe(true);
  });

  it("answers 'OTP Required' with an otpToken and a masked address", async () => {
    const response = await login(t.app, 'otp@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: LOGIN_OUTCOME.otpRequired,
      data: { otpExpiresInSeconds: 300, maskedEmail: 'o***@acme.test' },
    });
    expect(response.json().data.accessToken).toBeUndefined();
  });

  it.each([
    ['unpaid@acme.test', LOGIN_OUTCOME.paymentNotCompleted, true],
    ['nolicence@acme.test', LOGIN_OUTCOME.licenseKeyNotValidated, true],
    ['agency@acme.test', LOGIN_OUTCOME.clientsNotCreated, true],
    ['inactive@acme.test', LOGIN_OUTCOME.accountNotActivated, false],
  ])('refuses %s with %s', async (email, message, carriesQ) => {
    const response = await login(t.app, email);
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body).toMatchObject({ status: false, message });
    expect(body.data?.accessToken).toBeUndefined();
    if (carriesQ) expect(body.data.q).toMatch(/^[\w-]+\.[\w-]+$/);
    else expect(body.errors).toEqual({ loginName: message });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await login(t.app, 'admin@acme.test', 'Wrong@12345', {}, '10.1.0.1');
    const unknown = await login(t.app, 'nobody@acme.test', 'Demo@12345', {}, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
  });
});

describe('sealed credentials and the single-use nonce', () => {
  it('refuses a nonce used twice', async () => {
    const payload = await loginBody(t.app, 'brand@acme.test', 'Demo@12345');
    const first = await t.app.inject({ method: 'POST', url: '/api/LoginValidate', payload });
    const replay = await t.app.inject({ method: 'POST', url: '/api/LoginValidate', payload });
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired/);
  });

  it('refuses captured ciphertext presented with a fresh nonce', async () => {
    const captured = await loginBody(t.app, 'brand@acme.test', 'Demo@12345');
    const { hashval } = await encryptionKey(t.app);
    const payload = { ...captured, hashval };
    const response = await t.app.inject({ method: 'POST', url: '/api/LoginValidate', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Could not read/);
  });

  it('refuses a made-up nonce and garbage ciphertext with a 400, never a 500', async () => {
    const { publicKey, hashval } = await encryptionKey(t.app);
    const made = { loginName: 'AAAA', loginPassword: 'AAAA', hashval: 'x'.repeat(24) };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/LoginValidate', payload: made })).statusCode,
    ).toBe(400);
    const garbage = {
      loginName: 'bm90IGEgY2lwaGVy',
      loginPassword: await seal(publicKey, 'x', hashval),
      hashval,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/LoginValidate', payload: garbage }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/CheckEmailExists', () => {
  async function check(email: string, purpose: 'login' | 'signup') {
    const { publicKey, hashval } = await encryptionKey(t.app);
    const payload = { emailId: await seal(publicKey, email, hashval), hashval, purpose };
    return t.app.inject({ method: 'POST', url: '/api/CheckEmailExists', payload });
  }

  it('does not tell the sign-in form whether an account exists', async () => {
    const known = (await check('admin@acme.test', 'login')).json();
    const unknown = (await check('nobody@acme.test', 'login')).json();
    expect(known).toEqual(unknown);
    expect(known.status).toBe(true);
  });

  it('tells sign-up that an email is taken, and rejects a malformed one', async () => {
    expect((await check('admin@acme.test', 'signup')).json()).toMatchObject({
      status: false,
      data: { exists: true },
    });
    expect((await check('new@acme.test', 'signup')).json()).toMatchObject({
      status: true,
      data: { exists: false },
    });
    const bad = await check('not-an-email', 'login');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid business email address');
  });
});
