import { useMutation } from '@tanstack/react-query';
import { PROFILE_MSG, type TChangePasswordRequest } from '@resonate/contracts/profile';
import { CHANGE_PASSWORD, VALIDATE_PASSWORD } from '@resonate/contracts/profile-endpoints';
import { call } from '@/shared/api/call';

/** Is this the current password? (checked when the field is left; a wrong one is refused) */
export async function validatePassword(currentPassword: string): Promise<boolean> {
  await call(VALIDATE_PASSWORD, { currentPassword }, { silent: true, noLoader: true });
  return true;
}

/** Other sessions are signed out; this one stays. Answers the server's confirmation. */
export async function changePassword(body: TChangePasswordRequest): Promise<string> {
  await call(CHANGE_PASSWORD, body, { silent: true });
  return PROFILE_MSG.passwordChanged;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
