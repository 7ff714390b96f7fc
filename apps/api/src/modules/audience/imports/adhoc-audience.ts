import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { ADHOC_LIST_MAX_AUDIENCE } from '@resonate/contracts/constants';
import { AppError } from '#/errors.ts';
import type { TStoredFile } from './import-repository.ts';

/**
 * Spec section 9's "up to 5 million audience", held at the files' rows in all (headers left
 * out) so an ad-hoc list is refused with a 413 before anything is imported; the run still
 * counts the contacts it accepts. Files without a count (imports older than it) pass here.
 */
export function assertAdhocAudience(files: readonly TStoredFile[]): void {
  const rows = files.reduce((sum, file) => sum + (file.dataRows ?? 0), 0);
  if (rows > ADHOC_LIST_MAX_AUDIENCE) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MSG.adhocTooManyRows);
  }
}
