import { TEMPORARY_PASSWORD_HOURS } from '@resonate/contracts/auth/temporary-password';
import { NEW_PASSWORD_SENT } from '@resonate/contracts/messages';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { notify } from '#/modules/notifications/index.ts';
import { clearAccountFailures, failureKeys } from '../abuse/failures.ts';
import { spendNonce } from '../abuse/nonce.ts';
import { hashPassword } from '../crypto/password-hash.ts';
import type { TAuthDeps } from '../deps.ts';
import { readOtpToken } from '../otp/otp-token.ts';
import { OTP_POLICY } from '../policy.ts';
import { loadAccount, setTemporaryPassword } from '../repositories/accounts-repository.ts';
import { lockChallenge, updateChallenge } from '../repositories/challenges-repository.ts';
import { revokeUserSessions } from '../repositories/sessions-repository.ts';
import { announceRevocation } from '../session/revocation-listener.ts';
import { generateStrongPassword } from './generate-password.ts';

export const VALIDATE_OTP_FIRST = 'Validate the OTP sent to your email first';

/**
 * POST /api/UpdatePassword: after a valid forgot-password code, mail a new strong password,
 * revoke every session of the account, and lift a sign-in lock on it. The mailed password is
 * temporary: it signs in for TEMPORARY_PASSWORD_HOURS, and only to choose a new one (a mailbox
 * read later, or by someone else, does not hold a working password for long).
 */
export async function resetPassword(
  deps: TAuthDeps,
  input: { emailId: string; hashval: string; otpToken: string },
) {
  await spendNonce(deps, input.hashval);
  const claims = readOtpToken(deps.config.appSecret, input.otpToken);
  if (!claims || claims.c <= 0) throw new AppError('BAD_REQUEST', VALIDATE_OTP_FIRST);
  const password = generateStrongPassword();
  const passwordHash = await hashPassword(password);
  const { email, deliver } = await withTenant(deps.db, { clientId: claims.c }, async (trx) => {
    const challenge = await lockChallenge(trx, claims.id);
    const verifiedRecently =
      challenge?.verified_at &&
      Date.now() - challenge.verified_at.getTime() < OTP_POLICY.verifiedGraceSeconds * 1000;
    if (
      !challenge ||
      challenge.purpose !== 'forgot_password' ||
      challenge.consumed_at ||
      !verifiedRecently
    ) {
      throw new AppError('BAD_REQUEST', VALIDATE_OTP_FIRST);
    }
    const account = await loadAccount(trx, challenge.user_id);
    if (!account || account.email.toLowerCase() !== input.emailId.trim().toLowerCase()) {
      throw new AppError('BAD_REQUEST', VALIDATE_OTP_FIRST);
    }
    await updateChallenge(trx, challenge.id, { consumed_at: new Date() });
    const until = new Date(Date.now() + TEMPORARY_PASSWORD_HOURS * 3600 * 1000);
    await setTemporaryPassword(trx, account.userId, passwordHash, until);
    await revokeUserSessions(trx, account.userId);
    await announceRevocation(trx, { userId: account.userId });
    const notice = { clientId: claims.c, userId: account.userId };
    const deliver = await notify(deps, trx, { ...notice, eventType: 'passwordChanged' });
    return { email: account.email, deliver };
  });
  deliver();
  await clearAccountFailures(deps, failureKeys(deps.config.appSecret, email, ''));
  await deps.mailer.send({
    to: email,
    subject: 'Your new Resonate password',
    text: [
      `Your new password is: ${password}`,
      '',
      `It is temporary: it works for ${TEMPORARY_PASSWORD_HOURS} hours, and signing in with it`,
      'asks you to choose your own password before anything else.',
      'Every other session of your account has been signed out.',
    ].join('\n'),
  });
  return { message: NEW_PASSWORD_SENT };
}
