import type { TLoginData, TOtpRequest } from '@resonate/contracts/auth';
import { AppError } from '#/errors.ts';
import { assertAddressAllowed } from '#/modules/account/index.ts';
import {
  enrolmentRequired,
  enrolmentTokenIfRequired,
  planSecondFactor,
} from '#/modules/second-factor/index.ts';
import { clearAccountFailures } from '../abuse/failures.ts';
import { keyedHash } from '../crypto/tokens.ts';
import type { TAuthDeps, TClientInfo } from '../deps.ts';
import { INVALID_CREDENTIALS } from '../login/complete-sign-in.ts';
import { loadAccount } from '../repositories/accounts-repository.ts';
import { updateChallenge } from '../repositories/challenges-repository.ts';
import { openSession } from '../session/open-session.ts';
import { checkOtp } from './check-otp.ts';

/** POST /api/LoginValidateConfirm: the code once more, then the session (single use). */
export async function confirmOtpLogin(
  deps: TAuthDeps,
  input: TOtpRequest,
  client: TClientInfo,
): Promise<TLoginData> {
  const result = await checkOtp(deps, { ...input, purpose: 'login' }, async (trx, challenge) => {
    const account = await loadAccount(trx, challenge.user_id);
    if (!account || account.status !== 'active')
      throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    await assertAddressAllowed(trx, account.clientId, client.ip);
    await updateChallenge(trx, challenge.id, { consumed_at: new Date(), verified_at: new Date() });
    // A client that requires a strong factor: enrol one before any session (issue 12).
    const { strongRequired } = await planSecondFactor(trx, account);
    const enrolToken = await enrolmentTokenIfRequired(
      deps,
      trx,
      account,
      challenge.remember_me,
      strongRequired,
    );
    if (enrolToken) return { enrolToken, email: account.email };
    const session = await openSession(deps, trx, account, challenge.remember_me, client);
    return { ...session, email: account.email };
  });
  if (result.enrolToken !== undefined) throw enrolmentRequired(result.enrolToken);
  result.deliver();
  // Proving the mailbox ends a lock on the account, as a password reset does.
  await clearAccountFailures(deps, {
    account: keyedHash(
      deps.config.appSecret,
      'signin-failures',
      'account',
      result.email.toLowerCase(),
    ),
  });
  return result.data;
}
