import { OTP_VALIDITY_SECONDS } from '@resonate/contracts/constants';
import { withTenant } from '#/db/tenant.ts';
import { spendNonce } from '../abuse/nonce.ts';
import type { TAuthDeps } from '../deps.ts';
import { decoyOtpToken } from '../otp/otp-token.ts';
import { startOtpChallenge } from '../otp/start-otp-challenge.ts';
import { findAccountByEmail, loadAccount } from '../repositories/accounts-repository.ts';

/**
 * POST /api/ForgetPassword. The answer is the same whether or not the email has an account: an
 * unknown (or inactive) email gets a decoy otpToken that never validates, and no mail. The mail
 * of a real one is sent after the answer, so timing tells nothing either.
 */
export async function requestPasswordReset(
  deps: TAuthDeps,
  input: { emailId: string; hashval: string },
) {
  await spendNonce(deps, input.hashval);
  const email = input.emailId.trim().toLowerCase();
  const ref = await findAccountByEmail(deps.db, email);
  const started = ref
    ? await withTenant(deps.db, { clientId: ref.clientId }, async (trx) => {
        const account = await loadAccount(trx, ref.userId);
        if (!account || account.status !== 'active') return undefined;
        return startOtpChallenge(deps, trx, account, 'forgot_password');
      })
    : undefined;
  started?.deliver();
  return {
    otpToken: started?.otpToken ?? decoyOtpToken(deps.config.appSecret),
    otpExpiresInSeconds: OTP_VALIDITY_SECONDS,
  };
}
