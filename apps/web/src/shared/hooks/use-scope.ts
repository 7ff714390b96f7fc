import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScope } from '@resonate/contracts/onboarding/tenancy';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { apiPost } from '../api/client';
import { getAccessToken, writeItem } from '../storage/local-storage';
import { useAppStore } from '../store/app-store';
import { useIsAuthenticated } from './use-is-authenticated';

export const SCOPE_QUERY_KEY = ['tenancy', 'scope'] as const;

/**
 * The scope belongs to one session: a new sign-in (the session modal, another account) starts
 * in the user's own client, so its scope is another query, never the cached one.
 */
const scopeKey = () => [...SCOPE_QUERY_KEY, getAccessToken()?.slice(-12) ?? ''] as const;

/** POST /api/User/GetScope: the companies and departments of the session, as the server keeps them. */
async function getScope(): Promise<TScope> {
  const envelope = await apiPost<TScope>('User/GetScope', {}, { noLoader: true, silent: true });
  if (!envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

const scopeQuery = () =>
  queryOptions({ queryKey: scopeKey(), queryFn: getScope, staleTime: 60_000 });

/**
 * The spec's global scope (section 3): clientId is the company the session works in,
 * parentClientId the user's own client, company_* the chosen company and department.
 */
export function storeScope(scope: TScope): void {
  useAppStore.getState().setScope({
    clientId: scope.clientId,
    parentClientId: scope.parentClientId,
    clientList: scope.clientList,
    departmentId: scope.departmentId,
    departmentList: scope.departmentList,
    company_clientId: scope.clientId,
    company_departmentId: scope.departmentId,
    company_departmentList: scope.departmentList,
    isAgency: scope.isAgency,
  });
  writeItem(STORAGE_KEYS.licenseTypeId, String(scope.licenseTypeId));
}

/** The session's scope, for signed-in pages (header switchers, launch pad, administration). */
export function useScope() {
  const authenticated = useIsAuthenticated();
  return useQuery({ ...scopeQuery(), enabled: authenticated });
}

/**
 * Switches the company (and department) of the session. The server stores it on the session;
 * every cached query belonged to the previous scope, so all of them are dropped and the ones
 * on screen load again for the new company.
 */
export function useSwitchScope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { clientId: number; departmentId?: number }) => {
      const envelope = await apiPost<TScope>('User/SwitchCompany', target);
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    onSuccess: async (scope) => {
      storeScope(scope);
      queryClient.setQueryData(scopeKey(), scope);
      await queryClient.resetQueries({
        predicate: (query) => query.queryKey[0] !== SCOPE_QUERY_KEY[0],
      });
    },
  });
}
