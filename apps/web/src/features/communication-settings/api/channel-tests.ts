import { useMutation } from '@tanstack/react-query';
import type {
  TChannelTestResult,
  TSendTestWhatsAppRequest,
  TTestVmsCallRequest,
} from '@resonate/contracts/communication-settings/channel-tests';
import { apiPost } from '@/shared/api/client';

async function post(path: string, body: object): Promise<TChannelTestResult> {
  const envelope = await apiPost<TChannelTestResult>(`CommunicationSetting/${path}`, body, {
    silent: true,
  });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** POST CommunicationSetting/SendTestWhatsApp: the provider's answer (ok or not). */
export function useSendTestWhatsApp() {
  return useMutation({
    mutationFn: (body: TSendTestWhatsAppRequest) => post('SendTestWhatsApp', body),
  });
}

/** POST CommunicationSetting/TestVMSCall: the provider's answer (ok or not). */
export function useTestVmsCall() {
  return useMutation({ mutationFn: (body: TTestVmsCallRequest) => post('TestVMSCall', body) });
}
