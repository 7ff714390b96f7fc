import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWaTemplateSettings } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { apiPost } from '@/shared/api/client';

const key = (clientId: number) => ['communication-settings', 'whatsapp-templates', clientId];

/** POST /api/CommunicationSetting/GetWhatsAppTemplates: the synced templates and the webhook URL. */
export function useWhatsAppTemplateSettings(clientId: number) {
  return useQuery({
    queryKey: key(clientId),
    queryFn: async (): Promise<TWaTemplateSettings> => {
      const envelope = await apiPost<TWaTemplateSettings>(
        'CommunicationSetting/GetWhatsAppTemplates',
        { clientId },
        { noLoader: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
  });
}

/** POST /api/CommunicationSetting/SyncWhatsAppTemplates (admins): its answer replaces the list. */
export function useSyncWhatsAppTemplates(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const envelope = await apiPost<TWaTemplateSettings>(
        'CommunicationSetting/SyncWhatsAppTemplates',
        { clientId },
        { silent: true },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return { ...envelope.data, message: envelope.message };
    },
    onSuccess: ({ message: _message, ...data }) => queryClient.setQueryData(key(clientId), data),
  });
}
