import {
  TEMPLATE_IMAGE_FIELD,
  type TTemplateImage,
} from '@resonate/contracts/campaigns/template-builder';
import type { TEnvelope } from '@resonate/contracts/envelope';
import { buildUrl } from '@/shared/api/request-url';
import { i18n } from '@/shared/i18n/i18n';
import { markSessionExpired } from '@/shared/lib/session';
import { getAccessToken } from '@/shared/storage/local-storage';

/**
 * POST /api/Communication/UploadTemplateImage as multipart/form-data (the shared client sends
 * JSON only). Failures throw an Error worded by the server (size, type), which the image
 * picker shows beside the drop zone; a 401 opens the session modal.
 */
export async function uploadTemplateImage(file: File): Promise<TTemplateImage> {
  const form = new FormData();
  form.append(TEMPLATE_IMAGE_FIELD, file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('accessToken', token);
  let response: Response;
  try {
    response = await fetch(buildUrl('Communication/UploadTemplateImage'), {
      method: 'POST',
      headers,
      body: form,
    });
  } catch {
    throw new Error(i18n.t('errors.network'));
  }
  const envelope = (await response.json().catch(() => null)) as TEnvelope<{
    image: TTemplateImage;
  }> | null;
  if (response.status === 401) markSessionExpired();
  if (!response.ok || !envelope?.status || !envelope.data) {
    throw new Error(
      envelope?.message || i18n.t('errors.requestFailed', { status: response.status }),
    );
  }
  return envelope.data.image;
}
