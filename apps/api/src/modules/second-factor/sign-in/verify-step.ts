import {
  SECOND_FACTOR_MSG,
  type ZPasskeySignInRequestSchema,
  type ZRecoverySignInRequestSchema,
  type ZTotpSignInRequestSchema,
} from '@resonate/contracts/auth/second-factor';
import type { z } from 'zod';
import type { TLoginData } from '@resonate/contracts/auth';
import { AppError } from '#/errors.ts';
import { clearAccountFailures, keyedHash } from '#/modules/auth/index.ts';
import { recordSignInEvent } from '#/modules/sso/index.ts';
import type { TClientInfo } from '#/modules/auth/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { listPasskeys, markPasskeyUsed } from '../passkeys/passkeys-repository.ts';
import { authenticationOptions, verifyAuthentication } from '../passkeys/webauthn.ts';
import { spendRecoveryCode } from '../recovery-codes.ts';
import { updateStep } from '../repositories/challenges-repository.ts';
import { checkTotp } from '../totp/check-totp.ts';
import { openSession } from './finish-sign-in.ts';
import { withStep, type TStepOutcome } from './with-step.ts';

const refused = (message: string): TStepOutcome<never> => ({
  ok: false,
  error: new AppError('BAD_REQUEST', message, { data: { state: 'invalid' } }),
});

type TSignedIn = { data: TLoginData; deliver: () => void; email: string };

/**
 * After the commit: the new-device mail, a line in the admin's sign-in log, and the account's
 * failed-password count cleared.
 */
async function afterSignIn(
  deps: TSecondFactorDeps,
  result: TSignedIn,
  audit: { method: 'totp' | 'passkey'; how: string; ip: string },
): Promise<TLoginData> {
  result.deliver();
  await recordSignInEvent(deps, {
    clientId: result.data.clientId,
    userId: result.data.userId,
    email: result.email,
    method: audit.method,
    outcome: 'success',
    reason: `Second factor: ${audit.how}`,
    ip: audit.ip,
  });
  // A strong factor proves more than the mailbox does: it ends a lock as the emailed code does.
  await clearAccountFailures(deps, {
    account: keyedHash(deps.config.appSecret, 'signin-failures', 'account', result.email),
  });
  return result.data;
}

/** POST /api/SecondFactor/Totp: a code from the authenticator app. */
export async function signInWithTotp(
  deps: TSecondFactorDeps,
  input: z.output<typeof ZTotpSignInRequestSchema>,
  client: TClientInfo,
) {
  const result = await withStep(
    deps,
    'sign_in',
    input.token,
    async (trx, step, account) => {
      const verdict = await checkTotp(deps.config.appSecret, trx, account, input.code);
      if (verdict === 'replayed') return refused(SECOND_FACTOR_MSG.totpReplayed);
      if (verdict !== 'ok') return refused(SECOND_FACTOR_MSG.totpInvalid);
      await updateStep(trx, step.id, { consumed_at: new Date() });
      const session = await openSession(deps, trx, account, step.remember_me, client);
      return { ok: true, value: { ...session, email: account.email.toLowerCase() } };
    },
    { method: 'totp', ip: client.ip },
  );
  return afterSignIn(deps, result, { method: 'totp', how: 'authenticator app', ip: client.ip });
}

/** POST /api/SecondFactor/RecoveryCode: one of the ten codes, spent for good. */
export async function signInWithRecoveryCode(
  deps: TSecondFactorDeps,
  input: z.output<typeof ZRecoverySignInRequestSchema>,
  client: TClientInfo,
) {
  const result = await withStep(
    deps,
    'sign_in',
    input.token,
    async (trx, step, account) => {
      if (!(await spendRecoveryCode(deps.config.appSecret, trx, account.userId, input.code))) {
        return refused(SECOND_FACTOR_MSG.recoveryInvalid);
      }
      await updateStep(trx, step.id, { consumed_at: new Date() });
      const session = await openSession(deps, trx, account, step.remember_me, client);
      return { ok: true, value: { ...session, email: account.email.toLowerCase() } };
    },
    { method: 'totp', ip: client.ip },
  );
  return afterSignIn(deps, result, { method: 'totp', how: 'recovery code', ip: client.ip });
}

/** POST /api/SecondFactor/PasskeyOptions: a fresh challenge for the user's passkeys. */
export async function passkeySignInOptions(deps: TSecondFactorDeps, token: string) {
  return withStep(deps, 'sign_in', token, async (trx, step, account) => {
    const passkeys = await listPasskeys(trx, account.userId);
    if (passkeys.length === 0) return refused(SECOND_FACTOR_MSG.noPasskey);
    const options = await authenticationOptions(deps.config, passkeys);
    await updateStep(trx, step.id, { webauthn_challenge: options.challenge });
    return { ok: true, value: { options } };
  });
}

/** POST /api/SecondFactor/Passkey: the browser's signed answer to that challenge. */
export async function signInWithPasskey(
  deps: TSecondFactorDeps,
  input: z.output<typeof ZPasskeySignInRequestSchema>,
  client: TClientInfo,
) {
  const result = await withStep(
    deps,
    'sign_in',
    input.token,
    async (trx, step, account) => {
      const challenge = step.webauthn_challenge;
      // Each challenge answers once, right or wrong.
      await updateStep(trx, step.id, { webauthn_challenge: null });
      if (!challenge) return refused(SECOND_FACTOR_MSG.passkeyFailed);
      const passkeys = await listPasskeys(trx, account.userId);
      const verified = await verifyAuthentication(deps.config, challenge, input.response, passkeys);
      if (!verified) return refused(SECOND_FACTOR_MSG.passkeyFailed);
      await markPasskeyUsed(trx, verified.passkey.id, verified.newCounter);
      await updateStep(trx, step.id, { consumed_at: new Date() });
      const session = await openSession(deps, trx, account, step.remember_me, client);
      return { ok: true, value: { ...session, email: account.email.toLowerCase() } };
    },
    { method: 'passkey', ip: client.ip },
  );
  return afterSignIn(deps, result, { method: 'passkey', how: 'passkey', ip: client.ip });
}
