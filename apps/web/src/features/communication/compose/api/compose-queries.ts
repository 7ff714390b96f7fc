import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TContactSummary } from '@resonate/contracts/audience/contacts';
import type { TApprover, TCommunication } from '@resonate/contracts/campaigns/communications';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TTemplate, TTemplateSummary } from '@resonate/contracts/campaigns/templates';
import { apiPost } from '@/shared/api/client';
import { payloadOf } from './payload-of';

/** Every query of the wizard lives under this key. */
export const COMPOSE_KEY = ['communication', 'compose'] as const;

/** POST /api/Communication/GetComposeOptions: channels, lists, time zone, approval rule. */
export const composeOptionsQuery = () =>
  queryOptions({
    queryKey: [...COMPOSE_KEY, 'options'],
    queryFn: async ({ signal }): Promise<TComposeOptions> =>
      payloadOf(
        await apiPost<TComposeOptions>(
          'Communication/GetComposeOptions',
          {},
          { noLoader: true, signal },
        ),
      ),
    staleTime: 30_000,
  });

export function useComposeOptions() {
  return useQuery(composeOptionsQuery());
}

/** POST /api/Communication/GetCommunication: the draft the wizard edits (?id=N). */
export function useCommunication(communicationId: number | null) {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'communication', communicationId],
    queryFn: async ({ signal }): Promise<TCommunication> =>
      payloadOf(
        await apiPost<{ communication: TCommunication }>(
          'Communication/GetCommunication',
          { communicationId },
          { noLoader: true, signal, silent: true },
        ),
      ).communication,
    enabled: communicationId !== null,
    retry: false,
    // The wizard owns the draft once loaded; refetching would overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/Communication/GetTemplates: the ready templates of a channel. */
export function useTemplates(channelId: number) {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'templates', channelId],
    queryFn: async ({ signal }): Promise<TTemplateSummary[]> =>
      payloadOf(
        await apiPost<{ templates: TTemplateSummary[] }>(
          'Communication/GetTemplates',
          { channelId, readyOnly: false, pageNo: 1, pageSize: 100 },
          { noLoader: true, signal },
        ),
      ).templates,
    enabled: channelId > 0,
  });
}

/** POST /api/Communication/GetTemplate: one template with its content. */
export async function fetchTemplate(templateId: number): Promise<TTemplate> {
  return payloadOf(
    await apiPost<{ template: TTemplate }>('Communication/GetTemplate', { templateId }),
  ).template;
}

/** POST /api/Communication/GetApprovers: the client's users who may approve. */
export function useApprovers(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'approvers'],
    queryFn: async ({ signal }): Promise<TApprover[]> =>
      payloadOf(
        await apiPost<{ approvers: TApprover[] }>(
          'Communication/GetApprovers',
          {},
          { noLoader: true, signal },
        ),
      ).approvers,
    enabled,
    staleTime: 60_000,
  });
}

/** POST /api/Audience/GetContacts: contacts matching a search, for the preview's person. */
export function useContactSearch(search: string) {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'contacts', search],
    queryFn: async ({ signal }): Promise<TContactSummary[]> => {
      const envelope = await apiPost<{ contacts: TContactSummary[] }>(
        'Audience/GetContacts',
        { pageNo: 1, pageSize: 8, search },
        { noLoader: true, signal },
      );
      return envelope.data?.contacts ?? [];
    },
    enabled: search.trim().length >= 2,
  });
}

/** POST /api/Audience/GetAttributes: custom attributes offered as personalisation tokens. */
export function useAttributes() {
  return useQuery({
    queryKey: [...COMPOSE_KEY, 'attributes'],
    queryFn: async ({ signal }): Promise<TAttribute[]> => {
      const envelope = await apiPost<{ attributes: TAttribute[] }>(
        'Audience/GetAttributes',
        {},
        { noLoader: true, signal },
      );
      return envelope.data?.attributes ?? [];
    },
    staleTime: 60_000,
  });
}
