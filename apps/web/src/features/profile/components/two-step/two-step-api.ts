import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTotpSetup, TTwoStepStatus } from '@resonate/contracts/auth/second-factor';
import { apiPost } from '@/shared/api/client';

/** My profile's two-step calls (TwoStep/*). Silent: the card shows each refusal itself. */
const SILENT = { silent: true } as const;

async function post<T>(path: string, body: unknown = {}): Promise<T> {
  const envelope = await apiPost<T>(`TwoStep/${path}`, body, SILENT);
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

type TCodes = { recoveryCodes: string[] };
type TPasskeyOptions = { token: string; options: Record<string, unknown> };

export const twoStepApi = {
  status: () => post<TTwoStepStatus>('Get'),
  totpStart: (currentPassword: string) => post<TTotpSetup>('TotpStart', { currentPassword }),
  totpConfirm: (code: string) => post<TCodes>('TotpConfirm', { code }),
  totpRemove: (currentPassword: string) => post<object>('TotpRemove', { currentPassword }),
  regenerate: (currentPassword: string) =>
    post<TCodes>('RecoveryCodesRegenerate', { currentPassword }),
  passkeyOptions: (currentPassword: string) =>
    post<TPasskeyOptions>('PasskeyOptions', { currentPassword }),
  passkeyRegister: (token: string, name: string, response: Record<string, unknown>) =>
    post<TCodes>('PasskeyRegister', { token, name, response }),
  passkeyRemove: (currentPassword: string, id: number) =>
    post<object>('PasskeyRemove', { currentPassword, id }),
};

const KEY = ['two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({ queryKey: KEY, queryFn: twoStepApi.status });
}

export function useRefreshTwoStep() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
