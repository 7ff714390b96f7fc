import { useQuery } from '@tanstack/react-query';
import type { TContent } from '@resonate/contracts/campaigns/content';
import type {
  TTemplateImage,
  TTemplatePreview,
} from '@resonate/contracts/campaigns/template-builder';
import type { TSaveTemplateRequest, TTemplate } from '@resonate/contracts/campaigns/templates';
import type { TEnvelope } from '@resonate/contracts/envelope';
import { apiPost } from '@/shared/api/client';
import { payloadOf } from '../../compose/api/payload-of';

/** Every query of the builder lives under this key. */
export const BUILDER_KEY = ['communication', 'template-builder'] as const;

/** The builder shows its failures where they belong: no toasts, no full-page loader. */
const quiet = { silent: true, noLoader: true } as const;

/** POST /api/Communication/GetTemplate: the template being edited (?id=N). */
export function useTemplate(templateId: number | null) {
  return useQuery({
    queryKey: [...BUILDER_KEY, 'template', templateId],
    queryFn: async ({ signal }): Promise<TTemplate> =>
      payloadOf(
        await apiPost<{ template: TTemplate }>(
          'Communication/GetTemplate',
          { templateId },
          { ...quiet, signal },
        ),
      ).template,
    enabled: templateId !== null,
    retry: false,
    // The builder owns the template once loaded; a refetch would overwrite the edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export type TSaved = { template: TTemplate; problems: Record<string, string> };

/** POST /api/Communication/SaveTemplate: creates (no templateId) or updates. */
export async function saveTemplate(request: TSaveTemplateRequest): Promise<TSaved> {
  return payloadOf(await apiPost<TSaved>('Communication/SaveTemplate', request, quiet));
}

/**
 * POST /api/Communication/PreviewTemplate: the unsaved content rendered for a contact (or the
 * sample person). A 400 carries the problems by field; the caller reads them off the error.
 */
export async function previewTemplate(
  channelId: number,
  content: TContent,
  contactId: number | undefined,
  signal: AbortSignal,
  language?: string,
): Promise<TTemplatePreview> {
  return payloadOf(
    await apiPost<{ preview: TTemplatePreview }>(
      'Communication/PreviewTemplate',
      { channelId, content, contactId, language },
      { ...quiet, signal },
    ),
  ).preview;
}

/** POST /api/Communication/GetTemplateImages: the client's image library, newest first. */
export function useTemplateImages(enabled: boolean) {
  return useQuery({
    queryKey: [...BUILDER_KEY, 'images'],
    queryFn: async ({ signal }): Promise<TTemplateImage[]> =>
      payloadOf(
        await apiPost<{ images: TTemplateImage[] }>(
          'Communication/GetTemplateImages',
          { pageNo: 1, pageSize: 100 },
          { ...quiet, signal },
        ),
      ).images,
    enabled,
  });
}

/** POST /api/Communication/DeleteTemplateImage. */
export async function deleteTemplateImage(imageId: number): Promise<void> {
  const envelope: TEnvelope<unknown> = await apiPost(
    'Communication/DeleteTemplateImage',
    { imageId },
    quiet,
  );
  if (!envelope.status) throw new Error(envelope.message);
}
