import {
  SIGNUP_MSG,
  type TSaveSignUpResult,
  type ZSaveSignUpRequestSchema,
} from '@resonate/contracts/onboarding/signup';
import type { z } from 'zod';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { createDefaultRoles } from '#/modules/admin/index.ts';
import { hashPassword, signOnboardingToken, findAccountByEmail } from '#/modules/auth/index.ts';
import { assertKnownMasterData } from '#/modules/master-data/index.ts';
import { SIGNUP_POLICY } from './signup-policy.ts';
import { insertFirstUser, insertSignUpClient, nextClientId } from './signup-repository.ts';
import type { TSignupDeps } from './verification/request-signup-otp.ts';
import { lockVerification, updateVerification } from './verification/verification-repository.ts';
import { readVerificationToken } from './verification/verification-token.ts';

type TSaveSignUpBody = z.output<typeof ZSaveSignUpRequestSchema>;

const emailTaken = () =>
  new AppError('CONFLICT', SIGNUP_MSG.emailTaken, { errors: { emailId: SIGNUP_MSG.emailTaken } });

/** A unique violation on users' email index: someone registered the address meanwhile. */
function isEmailUniqueViolation(error: unknown): boolean {
  const pg = error as { code?: string; constraint?: string };
  return pg?.code === '23505' && pg.constraint === 'users_email_key';
}

/**
 * POST /api/SaveSignUp: the verified email's form becomes a client (agency or brand, unpaid,
 * no licence yet), its roles and its first user (account admin), in one transaction that also
 * spends the verification, so a failure leaves nothing behind and a replay creates nothing.
 * Answers with the onboarding q of the Licensetype page.
 */
export async function saveSignUp(
  deps: TSignupDeps,
  body: TSaveSignUpBody,
): Promise<TSaveSignUpResult> {
  const { otpToken, ...form } = body;
  const verificationId = readVerificationToken(deps.config.appSecret, otpToken);
  if (!verificationId) throw new AppError('BAD_REQUEST', SIGNUP_MSG.verificationExpired);
  assertKnownMasterData(form);
  const email = form.emailId.toLowerCase();
  if (await findAccountByEmail(deps.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(form.password);
  const clientId = await nextClientId(deps.db);
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      const verification = await lockVerification(trx, verificationId);
      const verifiedAt = verification?.verified_at?.getTime();
      const fresh =
        verifiedAt !== undefined &&
        !verification?.consumed_at &&
        Date.now() - verifiedAt <= SIGNUP_POLICY.verifiedGraceSeconds * 1000;
      if (!verification || !fresh) {
        throw new AppError('BAD_REQUEST', SIGNUP_MSG.verificationRequired, {
          data: { state: 'expired' },
        });
      }
      if (verification.email.toLowerCase() !== email) {
        throw new AppError('BAD_REQUEST', SIGNUP_MSG.emailNotVerified, {
          errors: { emailId: SIGNUP_MSG.emailNotVerified },
        });
      }
      await insertSignUpClient(trx, clientId, form);
      const roleId = await createDefaultRoles(trx, clientId);
      const userId = await insertFirstUser(trx, { clientId, roleId, passwordHash, form });
      await updateVerification(trx, verificationId, { consumed_at: new Date() });
      const account = { clientId, userId, clientName: form.companyName };
      return {
        ...account,
        isAgency: form.accountType === 'agency',
        q: signOnboardingToken(deps.config.appSecret, account),
      };
    });
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
