import { CHECK_EMAIL_EXISTS } from '@resonate/contracts/auth/sign-in-addresses';
import { callAnswer } from '@/shared/api/call-answer';
import { getSealer } from '@/shared/api/sealer';

/**
 * POST /api/CheckEmailExists on blur of the sign-in email (spec section 5). For sign-in the
 * server never says whether an account exists; a refusal carries a message for the field.
 * Returns that message, or null when there is nothing to show.
 */
export async function checkEmailExists(email: string): Promise<string | null> {
  const { hashval, seal } = await getSealer();
  const { envelope } = await callAnswer(CHECK_EMAIL_EXISTS, {
    emailId: await seal(email),
    hashval,
    purpose: 'login',
  });
  return envelope.status ? null : envelope.message;
}
