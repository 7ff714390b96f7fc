import { useQuery } from '@tanstack/react-query';
import type { TWaTemplate } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { apiPost } from '@/shared/api/client';
import { COMPOSE_KEY } from './compose-queries';
import { payloadOf } from './payload-of';

/** POST /api/Communication/GetWhatsAppTemplates: the account's approved templates. */
export function useWhatsAppTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'whatsapp-templates'],
    queryFn: async ({ signal }): Promise<TWaTemplate[]> =>
      payloadOf(
        await apiPost<{ templates: TWaTemplate[] }>(
          'Communication/GetWhatsAppTemplates',
          {},
          { noLoader: true, signal },
        ),
      ).templates,
    enabled,
    staleTime: 60_000,
  });
}
