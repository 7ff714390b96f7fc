import type { Transaction } from 'kysely';
import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import type { DB, TOtpPurpose } from '#/db/schema.ts';
import { newOtpCode } from '../crypto/otp-code.ts';
import type { TAuthDeps } from '../deps.ts';
import { insertChallenge } from '../repositories/challenges-repository.ts';
import { challengeCodeHash } from './challenge-code.ts';
import { sendOtpMail } from './otp-mail.ts';
import { signOtpToken } from './otp-token.ts';

export type TStartedChallenge = { otpToken: string; otpExpiresInSeconds: number };

/**
 * Creates a challenge for a user and returns the token that names it, with `deliver`, which
 * mails the code: call it after the transaction commits, so no mail carries an unsaved code.
 */
export async function startOtpChallenge(
  deps: Pick<TAuthDeps, 'config' | 'mailer' | 'log'>,
  trx: Transaction<DB>,
  account: { clientId: number; userId: number; email: string },
  purpose: TOtpPurpose,
  rememberMe = false,
): Promise<TStartedChallenge & { deliver: () => void }> {
  const code = newOtpCode();
  const id = await insertChallenge(trx, {
    clientId: account.clientId,
    userId: account.userId,
    purpose,
    codeHash: (challengeId) => challengeCodeHash(deps.config.appSecret, challengeId, code),
    expiresAt: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
    rememberMe,
  });
  return {
    otpToken: signOtpToken(deps.config.appSecret, { c: account.clientId, id }),
    otpExpiresInSeconds: OTP_VALIDITY_SECONDS,
    deliver: () => sendOtpMail(deps, account.email, code, purpose),
  };
}

/** "j***@acme.test": enough to recognise the address, not to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
