import type { Transaction } from 'kysely';
import {
  SECOND_FACTOR_MSG,
  type ZEnrolPasskeyRequestSchema,
  type ZEnrolTotpConfirmRequestSchema,
} from '@resonate/contracts/auth/second-factor';
import type { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TClientInfo } from '#/modules/auth/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { passkeyRegistrationOptions, registerPasskey } from '../passkeys/register-passkey.ts';
import { SECOND_FACTOR_POLICY } from '../policy.ts';
import { insertStep, updateStep } from '../repositories/challenges-repository.ts';
import { loadStrongFactors } from '../repositories/factors-repository.ts';
import { signStepToken } from '../step-token.ts';
import { confirmPendingTotp } from '../totp/confirm-totp.ts';
import { beginTotpSetup } from '../totp/totp-setup.ts';
import { openSession } from './finish-sign-in.ts';
import { withStep } from './with-step.ts';

/**
 * The client requires a strong factor and this user, who just proved the mailbox with the emailed
 * code, has none: instead of a session, a token to set one up right now. The session comes when
 * the new app or passkey has proven itself once.
 */
export async function issueEnrolToken(
  deps: Pick<TSecondFactorDeps, 'config'>,
  trx: Transaction<DB>,
  account: { clientId: number; userId: number },
  rememberMe: boolean,
): Promise<string> {
  const ttl = SECOND_FACTOR_POLICY.enrolTtlSeconds;
  const id = await insertStep(trx, {
    clientId: account.clientId,
    userId: account.userId,
    purpose: 'enrol',
    rememberMe,
    expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return signStepToken(deps.config.appSecret, 'enrol', { c: account.clientId, id }, ttl);
}

export function enrolmentRequired(enrolToken: string) {
  return new AppError('FORBIDDEN', SECOND_FACTOR_MSG.enrolRequired, { data: { enrolToken } });
}

/** POST /api/SecondFactor/EnrolTotpStart */
export async function enrolTotpStart(deps: TSecondFactorDeps, enrolToken: string) {
  return withStep(deps, 'enrol', enrolToken, async (trx, _step, account) => ({
    ok: true,
    value: await beginTotpSetup(deps.config.appSecret, trx, account),
  }));
}

type TEnrolled = Awaited<ReturnType<typeof openSession>> & { recoveryCodes: string[] };

async function finishEnrolment(
  deps: TSecondFactorDeps,
  trx: Transaction<DB>,
  step: { id: string; remember_me: boolean },
  account: Parameters<typeof openSession>[2],
  client: TClientInfo,
  recoveryCodes: string[],
): Promise<{ ok: true; value: TEnrolled }> {
  await updateStep(trx, step.id, { consumed_at: new Date() });
  const session = await openSession(deps, trx, account, step.remember_me, client);
  return { ok: true, value: { ...session, recoveryCodes } };
}

/** POST /api/SecondFactor/EnrolTotpConfirm: the app's first code activates it and signs in. */
export async function enrolTotpConfirm(
  deps: TSecondFactorDeps,
  input: z.output<typeof ZEnrolTotpConfirmRequestSchema>,
  client: TClientInfo,
) {
  const result = await withStep(
    deps,
    'enrol',
    input.enrolToken,
    async (trx, step, account) => {
      const confirmed = await confirmPendingTotp(deps.config.appSecret, trx, account, input.code);
      if (!confirmed.ok) return confirmed;
      return finishEnrolment(deps, trx, step, account, client, confirmed.recoveryCodes);
    },
    { method: 'totp', ip: client.ip },
  );
  result.deliver();
  return { login: result.data, recoveryCodes: result.recoveryCodes };
}

/** POST /api/SecondFactor/EnrolPasskeyOptions */
export async function enrolPasskeyOptions(deps: TSecondFactorDeps, enrolToken: string) {
  return withStep(deps, 'enrol', enrolToken, async (trx, step, account) => {
    const options = await passkeyRegistrationOptions(deps.config, trx, account);
    await updateStep(trx, step.id, { webauthn_challenge: options.challenge });
    return { ok: true, value: { token: enrolToken, options } };
  });
}

/** POST /api/SecondFactor/EnrolPasskey: the new passkey is stored and the user signed in. */
export async function enrolPasskey(
  deps: TSecondFactorDeps,
  input: z.output<typeof ZEnrolPasskeyRequestSchema>,
  client: TClientInfo,
) {
  const result = await withStep(
    deps,
    'enrol',
    input.enrolToken,
    async (trx, step, account) => {
      await updateStep(trx, step.id, { webauthn_challenge: null });
      const registered = await registerPasskey(deps, trx, account, {
        challenge: step.webauthn_challenge,
        response: input.response,
        name: input.name,
      });
      if (!registered.ok) return registered;
      return finishEnrolment(deps, trx, step, account, client, registered.recoveryCodes);
    },
    { method: 'passkey', ip: client.ip },
  );
  result.deliver();
  return { login: result.data, recoveryCodes: result.recoveryCodes };
}

/**
 * Called by the emailed-code confirmation (LoginValidateConfirm) in its transaction: an enrolment
 * token when the client requires a strong factor the user lacks, else undefined.
 */
export async function enrolmentTokenIfRequired(
  deps: Pick<TSecondFactorDeps, 'config'>,
  trx: Transaction<DB>,
  account: { clientId: number; userId: number },
  rememberMe: boolean,
  strongRequired: boolean,
): Promise<string | undefined> {
  if (!strongRequired) return undefined;
  if ((await loadStrongFactors(trx, account.userId)).any) return undefined;
  return issueEnrolToken(deps, trx, account, rememberMe);
}
