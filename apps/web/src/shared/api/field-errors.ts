import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Puts a refused call's field errors (the envelope's `errors`, keyed by the field's dotted path)
 * under the form's inputs, and answers how many it placed. With `root`, a refusal that names no
 * field shows its message as the form's root error instead.
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  options: { root?: boolean } = {},
): number {
  const fields = Object.entries((isApiError(error) && error.envelope?.errors) || {});
  for (const [field, message] of fields) setError(field as Path<T>, { message });
  if (fields.length === 0 && options.root) {
    setError('root', { message: error instanceof Error ? error.message : String(error) });
  }
  return fields.length;
}
