/**
 * Shared-resource limits (issue 21, item 7): no tenant can fill the disk, hold a database
 * connection for minutes, or keep files nobody uses. The messages say what happened and what
 * the person can do about it.
 */
import { formatFileSize } from './format/file-size.ts';

/**
 * Our choice: upload storage per client (CSV imports and template images). Twice the largest
 * single import (10 files of 1 GiB), so a client can upload one while the previous one's files
 * still wait to be swept. Operators change it with UPLOAD_QUOTA_MB (the API's config).
 */
export const UPLOAD_QUOTA_DEFAULT_MB = 20 * 1024;

/**
 * Our choice: an upload not imported within a day is abandoned, and the sweep removes its files;
 * so are the source files of an import finished (completed) a day ago: its contacts are in the
 * database and its rejected-rows report stays.
 */
export const ABANDONED_UPLOAD_HOURS = 24;
/** Our choice: a failed or cancelled import keeps its files this long, so it can be retried. */
export const RETRYABLE_IMPORT_KEEP_DAYS = 7;

/**
 * Our choice: the longest a request's statement may run on the request pool. Far above any
 * page's queries (tens of milliseconds), short enough that a runaway query frees its connection.
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 30_000;
/**
 * Our choice: bulk work a person starts and waits for on the request pool (deleting a list of
 * millions, adding a whole audience to a list) raises its own transaction's limit to this.
 */
export const BULK_STATEMENT_TIMEOUT_MS = 5 * 60_000;

export const RESOURCE_MSG = {
  uploadQuotaExceeded: (quotaBytes: number) =>
    `Your account has used its ${formatFileSize(quotaBytes)} of upload storage. Delete old images, or wait for finished imports' files to be cleared (a day after they finish), or contact support.`,
  queryTimedOut:
    'This took too long and was stopped. Try again with a narrower search or a smaller selection; if it keeps happening, contact support.',
  importFilesExpired: `The files of this upload were removed because it was not imported within ${ABANDONED_UPLOAD_HOURS} hours. Upload them again.`,
} as const;
