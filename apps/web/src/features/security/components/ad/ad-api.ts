import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TActiveDirectoryForm } from '@resonate/contracts/auth/active-directory';
import {
  DELETE_ACTIVE_DIRECTORY,
  GET_ACTIVE_DIRECTORY,
  SAVE_ACTIVE_DIRECTORY,
  TEST_ACTIVE_DIRECTORY,
} from '@resonate/contracts/auth/active-directory-endpoints';
import { call } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'active-directory'] as const;
/** The directory's domains are listed for proof with the identity providers' (Domain verification). */
const DOMAINS = ['security', 'identity-providers'] as const;
const refreshAfterSave = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ROOT }),
    queryClient.invalidateQueries({ queryKey: DOMAINS }),
  ]);

/** Failures (with field messages) surface on the ApiError for the form: no toast. */
const FORM_CALL = { silent: true } as const;

/** The company's directory (null before the first save) and the roles groups can map to. */
export function useActiveDirectory() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: () => call(GET_ACTIVE_DIRECTORY, {}, { noLoader: true }),
  });
}

export function useSaveActiveDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TActiveDirectoryForm) => call(SAVE_ACTIVE_DIRECTORY, body, FORM_CALL),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}

export function useDeleteActiveDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(DELETE_ACTIVE_DIRECTORY, {}, FORM_CALL),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}

/** Binds with the form's values (blank password: the stored one); a failure is an answer. */
export function testActiveDirectory(body: { form: TActiveDirectoryForm; testEmail: string }) {
  return call(TEST_ACTIVE_DIRECTORY, body, FORM_CALL);
}

/** Tests the saved settings as they are; the answer lands in the summary's "Last test". */
export function useTestSavedDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TActiveDirectoryForm) => testActiveDirectory({ form, testEmail: '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
