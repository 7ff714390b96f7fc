import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GET_TWO_STEP,
  PASSKEY_OPTIONS,
  PASSKEY_REGISTER,
  PASSKEY_REMOVE,
  RECOVERY_CODES_REGENERATE,
  TOTP_CONFIRM,
  TOTP_REMOVE,
  TOTP_START,
} from '@resonate/contracts/auth/two-step-endpoints';
import type { TEndpointInput } from '@resonate/contracts/endpoints';
import { call } from '@/shared/api/call';

/** My profile's two-step calls (TwoStep/). Silent: the card shows each refusal itself. */
const SILENT = { silent: true } as const;

/** The browser's registration response, as SimpleWebAuthn made it; the server validates it. */
type TRegistration = TEndpointInput<typeof PASSKEY_REGISTER>['response'];

export const twoStepApi = {
  status: () => call(GET_TWO_STEP, undefined, SILENT),
  totpStart: (currentPassword: string) => call(TOTP_START, { currentPassword }, SILENT),
  totpConfirm: (code: string) => call(TOTP_CONFIRM, { code }, SILENT),
  totpRemove: (currentPassword: string) => call(TOTP_REMOVE, { currentPassword }, SILENT),
  regenerate: (currentPassword: string) =>
    call(RECOVERY_CODES_REGENERATE, { currentPassword }, SILENT),
  passkeyOptions: (currentPassword: string) => call(PASSKEY_OPTIONS, { currentPassword }, SILENT),
  passkeyRegister: (token: string, name: string, response: Record<string, unknown>) =>
    call(PASSKEY_REGISTER, { token, name, response: response as TRegistration }, SILENT),
  passkeyRemove: (currentPassword: string, id: number) =>
    call(PASSKEY_REMOVE, { currentPassword, id }, SILENT),
};

const KEY = ['two-step'] as const;

export function useTwoStepStatus() {
  return useQuery({ queryKey: KEY, queryFn: twoStepApi.status });
}

export function useRefreshTwoStep() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}
