import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMyProfile } from '@resonate/contracts/profile';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';
import { myProfileQueryOptions } from './get-my-profile';
import { postFile } from './post-file';

type TPicture = { profilePicture: string | null };

/** POST /api/ProfilePictureUpload (multipart, one file). */
export async function uploadProfilePicture(file: File): Promise<TPicture> {
  const envelope = await postFile<TPicture>('ProfilePictureUpload', file);
  return envelope.data ?? { profilePicture: null };
}

/** POST /api/ProfilePictureRemove. */
export async function removeProfilePicture(): Promise<TPicture> {
  const envelope = await apiPost<TPicture>('ProfilePictureRemove', {});
  if (!envelope.status) throw new Error(envelope.message);
  return envelope.data ?? { profilePicture: null };
}

/** Either change shows in the header at once: the store's profilePicture feeds its avatar. */
function usePictureMutation<TInput>(mutationFn: (input: TInput) => Promise<TPicture>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ profilePicture }) => {
      useAppStore.getState().setScope({ profilePicture });
      queryClient.setQueryData<TMyProfile>(myProfileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, profilePicture } : profile,
      );
    },
  });
}

export const useUploadProfilePicture = () => usePictureMutation(uploadProfilePicture);
export const useRemoveProfilePicture = () => usePictureMutation<void>(removeProfilePicture);
