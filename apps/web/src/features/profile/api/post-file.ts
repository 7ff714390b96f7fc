import type { TEnvelope } from '@resonate/contracts/envelope';
import { ApiError } from '@/shared/api/api-error';
import { buildUrl, lastPathSegment } from '@/shared/api/request-url';
import { i18n } from '@/shared/i18n/i18n';
import { notifyError } from '@/shared/lib/notify';
import { markSessionExpired } from '@/shared/lib/session';
import { getAccessToken } from '@/shared/storage/local-storage';
import { useAppStore } from '@/shared/store/app-store';

/**
 * POSTs one file as multipart/form-data. The shared client sends JSON only, so this mirrors its
 * rules for the one upload: the token header, the loading counter, the error toast titled by
 * the path's last segment, and the session modal on a 401 (the upload is not parked: the user
 * picks the file again after signing in).
 */
export async function postFile<T>(path: string, file: File): Promise<TEnvelope<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = getAccessToken();
  if (token) headers.set('accessToken', token);
  const { startLoading, stopLoading } = useAppStore.getState();
  const fail = (message: string, status: number, envelope: TEnvelope<unknown> | null) => {
    if (status === 401) markSessionExpired();
    else notifyError(lastPathSegment(path), message);
    return new ApiError(message, status, path, envelope);
  };
  startLoading();
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path), { method: 'POST', headers, body: form });
    } catch {
      throw fail(i18n.t('errors.network'), 0, null);
    }
    const envelope = (await response.json().catch(() => null)) as TEnvelope<T> | null;
    if (!response.ok || !envelope?.status) {
      const message =
        envelope?.message || i18n.t('errors.requestFailed', { status: response.status });
      throw fail(message, response.status, envelope);
    }
    return envelope;
  } finally {
    stopLoading();
  }
}
