import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@resonate/contracts/profile';
import { apiPost } from '@/shared/api/client';

/** POST /api/ValidatePassword: is this the current password? (checked when the field is left) */
export async function validatePassword(currentPassword: string): Promise<boolean> {
  const envelope = await apiPost<object>(
    'ValidatePassword',
    { currentPassword },
    { silent: true, noLoader: true },
  );
  return envelope.status;
}

/** POST /api/ChangePassword: other sessions are signed out; this one stays. */
export async function changePassword(body: TChangePasswordRequest): Promise<string> {
  const envelope = await apiPost<object>('ChangePassword', body, { silent: true });
  if (!envelope.status) throw new Error(envelope.message);
  return envelope.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
