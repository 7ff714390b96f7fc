import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TMobileChallenge,
  TMyProfile,
  TUpdateMobileRequest,
} from '@resonate/contracts/profile';
import { apiPost } from '@/shared/api/client';
import { myProfileQueryOptions } from './get-my-profile';

/** POST /api/UpdateMobileNumber: a code goes by SMS to the new number. */
export async function updateMobileNumber(body: TUpdateMobileRequest): Promise<TMobileChallenge> {
  const envelope = await apiPost<TMobileChallenge>('UpdateMobileNumber', body, { silent: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** POST /api/ChangeMobileNumber: the code saves the number. Wrong codes show by the boxes. */
export async function changeMobileNumber(body: { otpToken: string; otp: string }) {
  const envelope = await apiPost<TMyProfile>('ChangeMobileNumber', body, { silent: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

export const useUpdateMobileNumber = () => useMutation({ mutationFn: updateMobileNumber });

export function useChangeMobileNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMobileNumber,
    onSuccess: (saved) => queryClient.setQueryData(myProfileQueryOptions().queryKey, saved),
  });
}
