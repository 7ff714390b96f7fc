import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { acceptedStep } from './totp-code.ts';
import { lockTotp, updateTotp } from './totp-repository.ts';
import { totpSecretBox } from './totp-secret-box.ts';

export type TTotpVerdict = 'ok' | 'wrong' | 'replayed' | 'none';

/**
 * Checks a code against the user's app and spends its time step. `pending` checks the app being
 * set up (not yet confirmed) instead of the confirmed one.
 */
export async function checkTotp(
  appSecret: string,
  trx: Transaction<DB>,
  user: { clientId: number; userId: number },
  code: string,
  pending = false,
): Promise<TTotpVerdict> {
  const row = await lockTotp(trx, user.userId);
  if (!row || (row.confirmed_at === null) !== pending) return 'none';
  const secret = totpSecretBox(appSecret).open(row.secret_sealed, user.clientId, user.userId);
  const verdict = acceptedStep(secret, code, row.last_step);
  if (!verdict) return 'wrong';
  if ('replayed' in verdict) return 'replayed';
  await updateTotp(trx, user.userId, { last_step: verdict.step });
  return 'ok';
}
