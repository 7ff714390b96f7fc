import type { Transaction } from 'kysely';
import {
  SECOND_FACTOR_MSG,
  type TTwoStepStatus,
  type ZPasskeyRegisterRequestSchema,
} from '@resonate/contracts/auth/second-factor';
import type { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { loadAccount, type TAccount } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { isCurrentPassword, wrongCurrentPassword } from '#/modules/profile/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { deletePasskey, listPasskeys } from '../passkeys/passkeys-repository.ts';
import { passkeyRegistrationOptions, registerPasskey } from '../passkeys/register-passkey.ts';
import { clientRequiresStrongFactor, SECOND_FACTOR_POLICY } from '../policy.ts';
import { deleteRecoveryCodes, replaceRecoveryCodes } from '../recovery-codes.ts';
import { insertStep, lockStep, updateStep } from '../repositories/challenges-repository.ts';
import { loadStrongFactors } from '../repositories/factors-repository.ts';
import { readStepToken, signStepToken } from '../step-token.ts';
import { confirmPendingTotp } from '../totp/confirm-totp.ts';
import { deleteTotp } from '../totp/totp-repository.ts';
import { beginTotpSetup } from '../totp/totp-setup.ts';

type TDeps = Pick<TSecondFactorDeps, 'db' | 'config'>;

/**
 * The user's own row lives in their own client (an agency user may be acting in a brand), so
 * every My-profile change runs there, after the password is checked again: a session left open
 * on a shared computer must not be enough to change how the account signs in.
 */
async function asUser<T>(
  deps: TDeps,
  auth: TAuthContext,
  reauth: { currentPassword: string } | undefined,
  work: (trx: Transaction<DB>, account: TAccount) => Promise<T>,
): Promise<T> {
  return withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    if (reauth && !(await isCurrentPassword(trx, auth.userId, reauth.currentPassword))) {
      throw wrongCurrentPassword();
    }
    const account = await loadAccount(trx, auth.userId);
    if (!account) throw new AppError('UNAUTHORIZED');
    return work(trx, account);
  });
}

/** POST /api/TwoStep/Get */
export async function twoStepStatus(deps: TDeps, auth: TAuthContext): Promise<TTwoStepStatus> {
  return asUser(deps, auth, undefined, async (trx, account) => {
    const factors = await loadStrongFactors(trx, account.userId);
    const passkeys = await listPasskeys(trx, account.userId);
    return {
      totp: { enabled: factors.totp, addedAt: factors.totpAddedAt?.toISOString() ?? null },
      passkeys: passkeys.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft: factors.recoveryCodesLeft,
      strongRequired: await clientRequiresStrongFactor(trx, account.clientId),
    };
  });
}

/** POST /api/TwoStep/TotpStart */
export async function startTotp(
  deps: TDeps,
  auth: TAuthContext,
  body: { currentPassword: string },
) {
  return asUser(deps, auth, body, (trx, account) =>
    beginTotpSetup(deps.config.appSecret, trx, account),
  );
}

/** POST /api/TwoStep/TotpConfirm: the first code makes the app active. */
export async function confirmTotp(deps: TDeps, auth: TAuthContext, body: { code: string }) {
  return asUser(deps, auth, undefined, async (trx, account) => {
    const confirmed = await confirmPendingTotp(deps.config.appSecret, trx, account, body.code);
    if (!confirmed.ok) throw confirmed.error;
    return { recoveryCodes: confirmed.recoveryCodes };
  });
}

/**
 * Refuses to remove the user's last strong factor when the client requires one; recovery codes
 * go with the last factor (they only stand in for one).
 */
async function removeFactor(
  trx: Transaction<DB>,
  account: TAccount,
  kind: 'totp' | 'passkey',
  remove: () => Promise<boolean>,
) {
  const factors = await loadStrongFactors(trx, account.userId);
  const left = factors.passkeys + (factors.totp ? 1 : 0) - 1;
  if (left <= 0 && (await clientRequiresStrongFactor(trx, account.clientId))) {
    throw new AppError('FORBIDDEN', SECOND_FACTOR_MSG.lastFactorRequired);
  }
  if (!(await remove())) {
    throw new AppError(
      'NOT_FOUND',
      kind === 'passkey' ? SECOND_FACTOR_MSG.passkeyNotFound : 'No authenticator app is set up.',
    );
  }
  if (left <= 0) await deleteRecoveryCodes(trx, account.userId);
}

/** POST /api/TwoStep/TotpRemove */
export async function removeTotp(
  deps: TDeps,
  auth: TAuthContext,
  body: { currentPassword: string },
) {
  await asUser(deps, auth, body, async (trx, account) => {
    const factors = await loadStrongFactors(trx, account.userId);
    await removeFactor(trx, account, 'totp', async () => {
      if (!factors.totp) return false;
      await deleteTotp(trx, account.userId);
      return true;
    });
  });
}

/** POST /api/TwoStep/RecoveryCodesRegenerate: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TDeps,
  auth: TAuthContext,
  body: { currentPassword: string },
) {
  return asUser(deps, auth, body, async (trx, account) => {
    if (!(await loadStrongFactors(trx, account.userId)).any) {
      throw new AppError('BAD_REQUEST', 'Set up an authenticator app or a passkey first.');
    }
    return { recoveryCodes: await replaceRecoveryCodes(deps.config.appSecret, trx, account) };
  });
}

/** POST /api/TwoStep/PasskeyOptions: the browser's prompt, tied to a short-lived token. */
export async function startPasskey(
  deps: TDeps,
  auth: TAuthContext,
  body: { currentPassword: string },
) {
  return asUser(deps, auth, body, async (trx, account) => {
    const options = await passkeyRegistrationOptions(deps.config, trx, account);
    const ttl = SECOND_FACTOR_POLICY.profilePasskeyTtlSeconds;
    const id = await insertStep(trx, {
      clientId: account.clientId,
      userId: account.userId,
      purpose: 'profile_passkey',
      rememberMe: false,
      expiresAt: new Date(Date.now() + ttl * 1000),
      webauthnChallenge: options.challenge,
    });
    const claims = { c: account.clientId, id };
    return { token: signStepToken(deps.config.appSecret, 'profile_passkey', claims, ttl), options };
  });
}

/** POST /api/TwoStep/PasskeyRegister */
export async function finishPasskey(
  deps: TDeps,
  auth: TAuthContext,
  body: z.output<typeof ZPasskeyRegisterRequestSchema>,
) {
  const claims = readStepToken(deps.config.appSecret, 'profile_passkey', body.token);
  const expired = () => new AppError('BAD_REQUEST', SECOND_FACTOR_MSG.setupExpired);
  if (!claims || claims.c !== auth.userClientId) throw expired();
  return asUser(deps, auth, undefined, async (trx, account) => {
    const step = await lockStep(trx, claims.id);
    const live =
      step &&
      step.purpose === 'profile_passkey' &&
      step.user_id === account.userId &&
      !step.consumed_at &&
      step.expires_at.getTime() > Date.now();
    if (!live) throw expired();
    await updateStep(trx, step.id, { consumed_at: new Date() });
    const registered = await registerPasskey(deps, trx, account, {
      challenge: step.webauthn_challenge,
      response: body.response,
      name: body.name,
    });
    if (!registered.ok) throw registered.error;
    return { recoveryCodes: registered.recoveryCodes };
  });
}

/** POST /api/TwoStep/PasskeyRemove */
export async function removePasskey(
  deps: TDeps,
  auth: TAuthContext,
  body: { currentPassword: string; id: number },
) {
  await asUser(deps, auth, body, (trx, account) =>
    removeFactor(trx, account, 'passkey', () => deletePasskey(trx, account.userId, body.id)),
  );
}
