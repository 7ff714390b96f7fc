import { authPost } from './auth-post';
import { getEncryptionKey } from '@/shared/api/sealer';

export type TForgotPasswordChallenge = { otpToken: string; otpExpiresInSeconds: number };

/**
 * POST /api/ForgetPassword with a fresh nonce. The answer is the same whether or not the
 * account exists, so the form cannot be used to find accounts.
 */
export async function forgetPassword(emailId: string) {
  const { hashval } = await getEncryptionKey();
  return authPost<TForgotPasswordChallenge>('ForgetPassword', { emailId: emailId.trim(), hashval });
}
