import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveSsoProviderRequest, TSsoProvider } from '@resonate/contracts/auth/sso';
import type { TSsoDomain } from '@resonate/contracts/auth/sso-domains';
import { GET_ROLES } from '@resonate/contracts/onboarding/admin-endpoints';
import { call } from '@/shared/api/call';
import { apiPost } from '@/shared/api/client';
import { useAppStore } from '@/shared/store/app-store';

const ROOT = ['security', 'identity-providers'] as const;

export type TProviderTest = {
  ok: boolean;
  issuer?: string;
  authorizationEndpoint?: string;
  supportsPkceS256?: boolean;
  problem?: string;
};

/** A save or delete: failures (with field messages) surface on the ApiError for the form. */
async function send<T>(endpoint: string, body: object): Promise<T> {
  const envelope = await apiPost<T>(endpoint, body, { silent: true });
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

export function useIdentityProviders() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId],
    queryFn: async () => {
      const envelope = await apiPost<{
        providers: TSsoProvider[];
        domains: TSsoDomain[];
        redirectUri: string;
      }>('Security/GetIdentityProviders', {}, { noLoader: true });
      return envelope.data ?? { providers: [], domains: [], redirectUri: '' };
    },
  });
}

export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSsoProviderRequest) =>
      send<{ provider: TSsoProvider }>('Security/SaveIdentityProvider', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) =>
      send<object>('Security/DeleteIdentityProvider', { providerId }),
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
    mutationFn: async (domain: string) => {
      const envelope = await apiPost<{ domain: TSsoDomain }>(
        'Security/VerifySsoDomain',
        { domain },
        { silent: true },
      );
      if (!envelope.status) throw new Error(envelope.message);
      return envelope.message;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function testIdentityProvider(body: { kind: string; issuerUrl: string }) {
  return send<TProviderTest>('Security/TestIdentityProvider', body);
}

/** The company's roles, for the role of users created at their first sign-in. */
export function useRoleOptions() {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: ['security', 'roles', clientId],
    queryFn: async () => (await call(GET_ROLES, {}, { noLoader: true, silent: true })).roles,
  });
}
