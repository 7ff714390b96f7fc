import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DELETE_IDENTITY_PROVIDER,
  GET_IDENTITY_PROVIDERS,
  SAVE_IDENTITY_PROVIDER,
  TEST_IDENTITY_PROVIDER,
  VERIFY_SSO_DOMAIN,
} from '@resonate/contracts/auth/security-admin-endpoints';
import type { TSaveSsoProviderRequest, TSsoProviderKind } from '@resonate/contracts/auth/sso';
import type { TEndpointData } from '@resonate/contracts/endpoints';
import { GET_ROLES } from '@resonate/contracts/onboarding/admin-endpoints';
import { call, callMessage } from '@/shared/api/call';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'identity-providers'] as const;

export type TProviderTest = TEndpointData<typeof TEST_IDENTITY_PROVIDER>;

/** A save or delete: failures (with field messages) surface on the ApiError for the form. */
const FORM_CALL = { silent: true } as const;
export function useIdentityProviders() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: () => call(GET_IDENTITY_PROVIDERS, {}, { noLoader: true }),
  });
}

export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSsoProviderRequest) => call(SAVE_IDENTITY_PROVIDER, body, FORM_CALL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) => call(DELETE_IDENTITY_PROVIDER, { providerId }, FORM_CALL),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/**
 * The "Verify" button: the server looks the TXT record up now. Resolves with the server's
 * message (verified); a refusal (not found, claimed by another account) rejects with its message.
 */
export function useVerifySsoDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) =>
      (await callMessage(VERIFY_SSO_DOMAIN, { domain }, FORM_CALL)).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function testIdentityProvider(body: { kind: TSsoProviderKind; issuerUrl: string }) {
  return call(TEST_IDENTITY_PROVIDER, body, FORM_CALL);
}

/** The company's roles, for the role of users created at their first sign-in. */
export function useRoleOptions() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: ['security', 'roles', clientId],
    queryFn: async () => (await call(GET_ROLES, {}, { noLoader: true, silent: true })).roles,
  });
}
