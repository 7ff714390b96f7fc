import type { Transaction } from 'kysely';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { SECOND_FACTOR_POLICY } from '../policy.ts';
import { issueCodesIfFirstFactor } from '../recovery-codes.ts';
import { loadStrongFactors } from '../repositories/factors-repository.ts';
import { checkTotp } from './check-totp.ts';
import { lockTotp, updateTotp } from './totp-repository.ts';

export type TTotpConfirmation =
  { ok: true; recoveryCodes: string[] } | { ok: false; error: AppError };

/**
 * Activates the app being set up once it shows a right code (proof it holds the secret). Returns
 * recovery codes when this is the user's first strong factor (else the existing ones stay).
 */
export async function confirmPendingTotp(
  appSecret: string,
  trx: Transaction<DB>,
  user: { clientId: number; userId: number },
  code: string,
): Promise<TTotpConfirmation> {
  const row = await lockTotp(trx, user.userId);
  const maxAge = SECOND_FACTOR_POLICY.pendingTotpTtlSeconds * 1000;
  if (!row || row.confirmed_at || row.created_at.getTime() + maxAge < Date.now()) {
    return { ok: false, error: new AppError('BAD_REQUEST', SECOND_FACTOR_MSG.setupExpired) };
  }
  const before = await loadStrongFactors(trx, user.userId);
  const verdict = await checkTotp(appSecret, trx, user, code, true);
  if (verdict !== 'ok') {
    const message =
      verdict === 'replayed' ? SECOND_FACTOR_MSG.totpReplayed : SECOND_FACTOR_MSG.totpInvalid;
    return {
      ok: false,
      error: new AppError('BAD_REQUEST', message, { errors: { code: message } }),
    };
  }
  await updateTotp(trx, user.userId, { confirmed_at: new Date() });
  return { ok: true, recoveryCodes: await issueCodesIfFirstFactor(appSecret, trx, user, before) };
}
