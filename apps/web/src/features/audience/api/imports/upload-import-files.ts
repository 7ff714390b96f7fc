import type { TEnvelope } from '@resonate/contracts/envelope';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { ApiError } from '@/shared/api/api-error';
import { buildUrl } from '@/shared/api/request-url';
import { i18n } from '@/shared/i18n/i18n';
import { markSessionExpired } from '@/shared/lib/session';
import { getAccessToken } from '@/shared/storage/local-storage';

export type TUploadPurpose = 'masterData' | 'adhocList';
const PATH = 'Audience/UploadImportFiles';

function envelopeOf(xhr: XMLHttpRequest): TEnvelope<TImportPreview> | null {
  try {
    const json = JSON.parse(xhr.responseText) as TEnvelope<TImportPreview>;
    return typeof json?.status === 'boolean' ? json : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/Audience/UploadImportFiles (multipart, one part per file). XMLHttpRequest rather
 * than fetch, because only it reports upload progress; `onProgress` gets the share sent (0-1).
 * The caller shows failures next to the drop zone, so no toast here; a 401 opens the session
 * modal (the files are picked again after signing in).
 */
export function uploadImportFiles(
  files: readonly File[],
  purpose: TUploadPurpose,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<TImportPreview> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`${PATH}?purpose=${purpose}`));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('accessToken', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = envelopeOf(xhr);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.status && envelope.data) {
        resolve(envelope.data);
        return;
      }
      if (xhr.status === 401) markSessionExpired();
      const message = envelope?.message || i18n.t('errors.requestFailed', { status: xhr.status });
      reject(new ApiError(message, xhr.status, PATH, envelope));
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('errors.network'), 0, PATH, null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
