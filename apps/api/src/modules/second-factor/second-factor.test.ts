import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import {
  codeIn,
  createDemoApp,
  DEMO_PASSWORD,
  login,
  OTP_SUBJECT,
  signIn,
  waitForOutboxMail,
} from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { relyingParty } from './passkeys/relying-party.ts';
import { SoftAuthenticator } from './test-support/soft-authenticator.ts';

let t: TTestApp;
let address = 0;
const EMAIL = 'admin@acme.test';
/** Mails already read: each wait returns the next OTP mail, not an earlier one. */
const seen = new Set<string>();

beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

type TSession = { accessToken: string };
/** Each call from its own address, so the per-minute limits only decide the tests about them. */
const post = (endpoint: string, payload: object, session?: TSession) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: session ? { accesstoken: session.accessToken } : {},
    payload,
    remoteAddress: `10.12.0.${(address = (address % 250) + 1)}`,
  });

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** A code of a later step: accepted now (one step of drift) and not yet spent. */
const codeAt = (secret: string, stepsAhead: number) =>
  totpOf(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function secondFactorStep() {
  const response = await login(t.app, EMAIL, DEMO_PASSWORD, {}, `10.13.0.${(address % 250) + 1}`);
  const body = response.json();
  expect(body.message).toBe(SECOND_FACTOR_MSG.required);
  return body.data.secondFactor as {
    token: string;
    totp: boolean;
    passkey: boolean;
    recoveryCodes: boolean;
    emailFallback: boolean;
  };
}

describe('authenticator app (TOTP)', () => {
  let session: TSession;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    session = await signIn(t.app, EMAIL);
  });

  it('asks for the password again before a setup starts', async () => {
    const wrong = await post('TwoStep/TotpStart', { currentPassword: 'Wrong#123' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PROFILE_MSG.currentPasswordWrong);
    const anonymous = await post('TwoStep/TotpStart', { currentPassword: DEMO_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a secret and a QR code, and activates only with a right first code', async () => {
    const started = await post('TwoStep/TotpStart', { currentPassword: DEMO_PASSWORD }, session);
    expect(started.statusCode).toBe(200);
    const setup = started.json().data as { secret: string; otpauthUrl: string; qrCode: string };
    secret = setup.secret;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain('otpauth://totp/Resonate:admin%40acme.test');
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Still off: signing in needs no second factor yet.
    expect((await login(t.app, EMAIL)).json().message).toBe('Login successful');

    const wrong = await post('TwoStep/TotpConfirm', { code: '000000' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MSG.totpInvalid);

    const confirmed = await post('TwoStep/TotpConfirm', { code: codeAt(secret, 0) }, session);
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = (await post('TwoStep/Get', {}, session)).json().data;
    expect(status).toMatchObject({ totp: { enabled: true }, passkeys: [], recoveryCodesLeft: 10 });
    const again = await post('TwoStep/TotpStart', { currentPassword: DEMO_PASSWORD }, session);
    expect(again.statusCode).toBe(409);
  });

  it('signs in with a code instead of the emailed one, and refuses its replay', async () => {
    const step = await secondFactorStep();
    expect(step).toMatchObject({
      totp: true,
      passkey: false,
      recoveryCodes: true,
      emailFallback: true,
    });
    // The confirming code's time step is spent: the same code cannot sign in.
    const replay = await post('SecondFactor/Totp', { token: step.token, code: codeAt(secret, 0) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(SECOND_FACTOR_MSG.totpReplayed);

    const code = codeAt(secret, 1);
    const ok = await post('SecondFactor/Totp', { token: step.token, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accessToken).toEqual(expect.any(String));
    // The step is spent, and the code too, even on a new step.
    expect((await post('SecondFactor/Totp', { token: step.token, code })).statusCode).toBe(400);
    const next = await secondFactorStep();
    const reused = await post('SecondFactor/Totp', { token: next.token, code });
    expect(reused.json().message).toBe(SECOND_FACTOR_MSG.totpReplayed);
  });

  it('ends a step after five failed tries', async () => {
    const step = await secondFactorStep();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('SecondFactor/Totp', { token: step.token, code: '123456' });
      expect(wrong.statusCode).toBe(400);
    }
    const blocked = await post('SecondFactor/Totp', {
      token: step.token,
      code: codeAt(secret, -1),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SECOND_FACTOR_MSG.tooManyAttempts);
  });

  it('refuses a forged or foreign step token', async () => {
    const forged = await post('SecondFactor/Totp', { token: 'x'.repeat(40), code: '123456' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(SECOND_FACTOR_MSG.stepExpired);
  });

  it('takes a recovery code once', async () => {
    const step = await secondFactorStep();
    const code = recoveryCodes[0]!.toUpperCase().replace('-', '');
    const ok = await post('SecondFactor/RecoveryCode', { token: step.token, code });
    expect(ok.statusCode).toBe(200);
    const again = await secondFactorStep();
    const reused = await post('SecondFactor/RecoveryCode', { token: again.token, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(SECOND_FACTOR_MSG.recoveryInvalid);
    expect((await post('TwoStep/Get', {}, session)).json().data.recoveryCodesLeft).toBe(9);
  });

  it('mails a code instead when asked, and the usual OTP step finishes the sign-in', async () => {
    const step = await secondFactorStep();
    const emailed = await post('SecondFactor/EmailCode', { token: step.token });
    expect(emailed.statusCode).toBe(200);
    expect(emailed.json().message).toBe(LOGIN_OUTCOME.otpRequired);
    const { otpToken } = emailed.json().data;
    const mail = await waitForOutboxMail(t.dataDir, EMAIL, seen, OTP_SUBJECT);
    const confirm = await post('LoginValidateConfirm', { otpToken, otp: codeIn(mail) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.accessToken).toEqual(expect.any(String));
    // The sign-in step it replaced is spent.
    expect((await post('SecondFactor/EmailCode', { token: step.token })).statusCode).toBe(400);
  });

  it('regenerates recovery codes, and removes the app with the password', async () => {
    const renewed = await post(
      'TwoStep/RecoveryCodesRegenerate',
      { currentPassword: DEMO_PASSWORD },
      session,
    );
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    const step = await secondFactorStep();
    const old = await post('SecondFactor/RecoveryCode', {
      token: step.token,
      code: recoveryCodes[1],
    });
    expect(old.json().message).toBe(SECOND_FACTOR_MSG.recoveryInvalid);

    const wrong = await post('TwoStep/TotpRemove', { currentPassword: 'Nope#1234' }, session);
    expect(wrong.statusCode).toBe(400);
    const removed = await post('TwoStep/TotpRemove', { currentPassword: DEMO_PASSWORD }, session);
    expect(removed.statusCode).toBe(200);
    expect((await post('TwoStep/Get', {}, session)).json().data).toMatchObject({
      totp: { enabled: false },
      recoveryCodesLeft: 0,
    });
    expect((await login(t.app, EMAIL)).json().message).toBe('Login successful');
  });
});

describe('passkeys', () => {
  let session: TSession;
  let authenticator: SoftAuthenticator;

  beforeAll(async () => {
    session = await signIn(t.app, EMAIL);
    const { origin, rpID } = relyingParty(t.app.config);
    authenticator = new SoftAuthenticator(origin, rpID);
  });

  async function options() {
    const response = await post(
      'TwoStep/PasskeyOptions',
      { currentPassword: DEMO_PASSWORD },
      session,
    );
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      token: string;
      options: { challenge: string; rp: { id: string } };
    };
  }

  it('registers a passkey made for the challenge, from the right origin only', async () => {
    const first = await options();
    expect(first.options.rp.id).toBe(relyingParty(t.app.config).rpID);
    const phished = await post(
      'TwoStep/PasskeyRegister',
      {
        token: first.token,
        name: 'Laptop',
        response: authenticator.register(first.options, { origin: 'https://evil.test' }),
      },
      session,
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe(SECOND_FACTOR_MSG.passkeyFailed);

    const second = await options();
    const registered = await post(
      'TwoStep/PasskeyRegister',
      { token: second.token, name: 'Laptop', response: authenticator.register(second.options) },
      session,
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.recoveryCodes).toHaveLength(10);
    const status = (await post('TwoStep/Get', {}, session)).json().data;
    expect(status.passkeys).toEqual([
      expect.objectContaining({ name: 'Laptop', lastUsedAt: null }),
    ]);
    // The token served once.
    const replay = await post(
      'TwoStep/PasskeyRegister',
      { token: second.token, name: 'Again', response: authenticator.register(second.options) },
      session,
    );
    expect(replay.statusCode).toBe(400);
  });

  it('signs in with the passkey as the second factor', async () => {
    const step = await secondFactorStep();
    expect(step).toMatchObject({ passkey: true, totp: false });
    // An answer without a challenge first is refused.
    const early = await post('SecondFactor/Passkey', {
      token: step.token,
      response: authenticator.authenticate({ challenge: 'bm9wZQ' }),
    });
    expect(early.statusCode).toBe(400);

    const challenge = await post('SecondFactor/PasskeyOptions', { token: step.token });
    const { options: get } = challenge.json().data as { options: { challenge: string } };
    const ok = await post('SecondFactor/Passkey', {
      token: step.token,
      response: authenticator.authenticate(get),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.accessToken).toEqual(expect.any(String));
    const status = (await post('TwoStep/Get', {}, session)).json().data;
    expect(status.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('removes a passkey with the password, and refuses an unknown one', async () => {
    const status = (await post('TwoStep/Get', {}, session)).json().data;
    const id = status.passkeys[0].id as number;
    const unknown = await post(
      'TwoStep/PasskeyRemove',
      { currentPassword: DEMO_PASSWORD, id: id + 1000 },
      session,
    );
    expect(unknown.statusCode).toBe(404);
    const removed = await post(
      'TwoStep/PasskeyRemove',
      { currentPassword: DEMO_PASSWORD, id },
      session,
    );
    expect(removed.statusCode).toBe(200);
    expect((await login(t.app, EMAIL)).json().message).toBe('Login successful');
  });
});

describe('a client that requires a strong second factor', () => {
  let clientId = 0;
  let secret = '';
  const signInWithNextCode = async () => {
    const step = await secondFactorStep();
    const answer = await post('SecondFactor/Totp', { token: step.token, code: codeAt(secret, 1) });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as TSession;
  };
  const setRequired = async (required: boolean) => {
    await sql`insert into sign_in_policies (client_id, require_strong_second_factor)
      values (${clientId}, ${required})
      on conflict (client_id) do update set require_strong_second_factor = ${required}`.execute(
      t.app.ownerDb,
    );
  };

  beforeAll(async () => {
    clientId = (await signIn(t.app, EMAIL)).clientId;
    await setRequired(true);
  });
  afterAll(() => setRequired(false));

  it('makes a user without one enrol right after the emailed code, before any session', async () => {
    const first = await login(t.app, EMAIL, DEMO_PASSWORD, {}, '10.14.0.1');
    expect(first.json().message).toBe(LOGIN_OUTCOME.otpRequired);
    const { otpToken } = first.json().data;
    const mail = await waitForOutboxMail(t.dataDir, EMAIL, seen, OTP_SUBJECT);
    const confirm = await post('LoginValidateConfirm', { otpToken, otp: codeIn(mail) });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().message).toBe(SECOND_FACTOR_MSG.enrolRequired);
    expect(confirm.json().data.accessToken).toBeUndefined();
    const { enrolToken } = confirm.json().data as { enrolToken: string };

    // The enrolment token is not a sign-in step token, and the reverse.
    const misuse = await post('SecondFactor/Totp', { token: enrolToken, code: '123456' });
    expect(misuse.statusCode).toBe(400);

    const setup = (await post('SecondFactor/EnrolTotpStart', { enrolToken })).json().data as {
      secret: string;
    };
    secret = setup.secret;
    const wrong = await post('SecondFactor/EnrolTotpConfirm', { enrolToken, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const done = await post('SecondFactor/EnrolTotpConfirm', {
      enrolToken,
      code: codeAt(setup.secret, 0),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.login.accessToken).toEqual(expect.any(String));
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    const reuse = await post('SecondFactor/EnrolTotpStart', { enrolToken });
    expect(reuse.statusCode).toBe(400);
  });

  it('offers no emailed code, refuses it, and logs the refusal for the admin', async () => {
    const step = await secondFactorStep();
    expect(step).toMatchObject({ totp: true, emailFallback: false });
    const emailed = await post('SecondFactor/EmailCode', { token: step.token });
    expect(emailed.statusCode).toBe(403);
    expect(emailed.json().message).toBe(SECOND_FACTOR_MSG.emailNotAllowed);
    const { rows } = await sql<{ method: string; reason: string }>`
      select method, reason from sign_in_events
      where client_id = ${clientId} and outcome = 'refused' order by id desc limit 1`.execute(
      t.app.ownerDb,
    );
    expect(rows[0]).toEqual({ method: 'otp', reason: SECOND_FACTOR_MSG.emailNotAllowed });
  });

  it('refuses to remove the last strong factor', async () => {
    const session = await signInWithNextCode();
    const status = (await post('TwoStep/Get', {}, session)).json().data;
    expect(status).toMatchObject({ strongRequired: true, totp: { enabled: true } });
    const removed = await post('TwoStep/TotpRemove', { currentPassword: DEMO_PASSWORD }, session);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(SECOND_FACTOR_MSG.lastFactorRequired);
    await setRequired(false);
    const allowed = await post('TwoStep/TotpRemove', { currentPassword: DEMO_PASSWORD }, session);
    expect(allowed.statusCode).toBe(200);
  });

  it('lets the user enrol a passkey instead, after the emailed code', async () => {
    // The previous tests left the admin without a factor; require one again.
    await setRequired(true);
    const { origin, rpID } = relyingParty(t.app.config);
    const authenticator = new SoftAuthenticator(origin, rpID);
    const first = await login(t.app, EMAIL, DEMO_PASSWORD, {}, '10.14.0.2');
    const { otpToken } = first.json().data;
    const mail = await waitForOutboxMail(t.dataDir, EMAIL, seen, OTP_SUBJECT);
    const confirm = await post('LoginValidateConfirm', { otpToken, otp: codeIn(mail) });
    const { enrolToken } = confirm.json().data as { enrolToken: string };
    const options = await post('SecondFactor/EnrolPasskeyOptions', { enrolToken });
    expect(options.statusCode).toBe(200);
    const created = options.json().data.options as { challenge: string };
    const done = await post('SecondFactor/EnrolPasskey', {
      enrolToken,
      name: 'Phone',
      response: authenticator.register(created),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.login.accessToken).toEqual(expect.any(String));
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    const step = await secondFactorStep();
    expect(step).toMatchObject({ passkey: true, totp: false, emailFallback: false });
  });
});
