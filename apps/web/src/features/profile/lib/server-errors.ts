import { isApiError } from '@/shared/api/api-error';
import { notifyError } from '@/shared/lib/notify';

/**
 * Puts a refused call's field errors under the form's own fields (the calls are silent), and
 * toasts what belongs to no field, titled like the api client's toasts.
 */
export function showServerErrors<TField extends string>(
  error: unknown,
  title: string,
  fields: readonly TField[],
  setError: (field: TField, error: { type: string; message: string }) => void,
  /** Server field names that differ from the form's, e.g. { countryCode: 'country' }. */
  renamed: Partial<Record<string, TField>> = {},
): void {
  const sent = isApiError(error) ? (error.envelope?.errors ?? {}) : {};
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(sent)) errors[renamed[key] ?? key] = message;
  let shown = false;
  for (const field of fields) {
    const message = errors[field];
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  if (!shown) notifyError(title, error instanceof Error ? error.message : String(error));
}
