import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TTemplatePreview } from '@resonate/contracts/campaigns/template-builder';
import type {
  TGetTemplatesRequest,
  TTemplate,
  TTemplateSummary,
} from '@resonate/contracts/campaigns/templates';
import { useTranslation } from 'react-i18next';
import { apiPost } from '@/shared/api/client';
import { notifySuccess } from '@/shared/lib/notify';

/** Every gallery query lives under this key: one invalidation refreshes cards and thumbnails. */
export const GALLERY_KEY = ['communication', 'gallery'] as const;

export type TTemplatesPage = { templates: TTemplateSummary[]; total: number };

/** POST /api/Communication/GetTemplates: a page of cards (channel, search, archived filters). */
export function useGalleryTemplates(request: TGetTemplatesRequest) {
  return useQuery(
    queryOptions({
      queryKey: [...GALLERY_KEY, 'page', request],
      queryFn: async ({ signal }): Promise<TTemplatesPage> => {
        const envelope = await apiPost<{ templates: TTemplateSummary[] }>(
          'Communication/GetTemplates',
          request,
          { noLoader: true, silent: true, signal },
        );
        if (!envelope.status) throw new Error(envelope.message);
        return { templates: envelope.data?.templates ?? [], total: envelope.totalRows ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * POST /api/Communication/GetTemplateThumbnail: the saved template rendered with fallbacks.
 * Only asked for once the card is in view (`enabled`); keyed by the template's last change.
 */
export function useTemplateThumbnail(templateId: number, updatedAt: string, enabled: boolean) {
  return useQuery({
    queryKey: [...GALLERY_KEY, 'thumbnail', templateId, updatedAt],
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ preview: TTemplatePreview }>(
        'Communication/GetTemplateThumbnail',
        { templateId },
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.preview;
    },
  });
}

export type TGalleryAction =
  | { action: 'duplicate'; templateId: number }
  | { action: 'rename'; templateId: number; name: string }
  | { action: 'archive'; templateId: number }
  | { action: 'restore'; templateId: number };

const ENDPOINTS: Record<TGalleryAction['action'], string> = {
  duplicate: 'DuplicateTemplate',
  rename: 'RenameTemplate',
  archive: 'ArchiveTemplate',
  restore: 'RestoreTemplate',
};

/**
 * A card action. A refusal (name taken, no right) is toasted by the API client with the
 * server's message and rejects, so a dialog can stay open; a success toasts and refreshes.
 */
export function useGalleryAction() {
  const { t } = useTranslation('gallery');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ...body }: TGalleryAction) => {
      const envelope = await apiPost<{ template?: TTemplate }>(
        `Communication/${ENDPOINTS[action]}`,
        body,
      );
      if (!envelope.status) throw new Error(envelope.message);
      return envelope.message;
    },
    onSuccess: (message, { action }) => {
      notifySuccess(t(`toast.${action}`), message);
      void queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
    },
  });
}

/** POST /api/Communication/CreateCommunicationFromTemplate: a new draft with the content. */
export function useCreateFromTemplate() {
  return useMutation({
    mutationFn: async (templateId: number) => {
      const envelope = await apiPost<{ communicationId: number; name: string }>(
        'Communication/CreateCommunicationFromTemplate',
        { templateId },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data.communicationId;
    },
  });
}
