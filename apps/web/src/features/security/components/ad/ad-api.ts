import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TActiveDirectory,
  TActiveDirectoryForm,
  TRoleOption,
  TTestActiveDirectoryResult,
} from '@resonate/contracts/auth/active-directory';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'active-directory'] as const;
/** The directory's domains are listed for proof with the identity providers' (Domain verification). */
const DOMAINS = ['security', 'identity-providers'] as const;
const refreshAfterSave = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ROOT }),
    queryClient.invalidateQueries({ queryKey: DOMAINS }),
  ]);

/** A call whose failures (with field messages) surface on the ApiError for the form. */
async function send<T>(endpoint: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(endpoint, body, { silent: true });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

/** The company's directory (null before the first save) and the roles groups can map to. */
export function useActiveDirectory() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: async () => {
      const envelope = await apiPost<{ directory: TActiveDirectory | null; roles: TRoleOption[] }>(
        'Security/GetActiveDirectory',
        {},
        { noLoader: true },
      );
      return envelope.data ?? { directory: null, roles: [] };
    },
  });
}

export function useSaveActiveDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TActiveDirectoryForm) =>
      send<{ directory: TActiveDirectory }>('Security/SaveActiveDirectory', body),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}

export function useDeleteActiveDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => send<object>('Security/DeleteActiveDirectory', {}),
    onSuccess: () => refreshAfterSave(queryClient),
  });
}

/** Binds with the form's values (blank password: the stored one); a failure is an answer. */
export function testActiveDirectory(body: { form: TActiveDirectoryForm; testEmail: string }) {
  return send<TTestActiveDirectoryResult>('Security/TestActiveDirectory', body);
}

/** Tests the saved settings as they are; the answer lands in the summary's "Last test". */
export function useTestSavedDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TActiveDirectoryForm) => testActiveDirectory({ form, testEmail: '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
