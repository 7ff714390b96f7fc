/**
 * Pieces every administration and tenancy contract shares: ids, paging and the messages of
 * refusals. The spec names none of these; texts and bounds are ours.
 */
import { z } from 'zod';

export const ZEntityIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Our choice: admin tables show 25 rows by default, never more than 100 per request. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

export const ZAdminPageSchema = z.object({
  pageNo: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
  search: z.string().trim().max(ADMIN_SEARCH_MAX).default(''),
});

export const ADMIN_MSG = {
  notAdmin: 'Only account admins can manage the account',
  notYourClient: 'You can only manage the company you are working in',
  stale: 'This was changed by someone else. Reload to see the latest values.',
  notFound: 'This no longer exists. Reload the page and try again.',
} as const;
