import { authPost } from './auth-post';
import { getEncryptionKey } from '@/shared/api/sealer';

/** POST /api/UpdatePassword: mails a new password once the challenge's code was validated. */
export async function updatePassword(emailId: string, otpToken: string) {
  const { hashval } = await getEncryptionKey();
  return authPost<Record<string, never>>('UpdatePassword', {
    emailId: emailId.trim(),
    hashval,
    otpToken,
  });
}
