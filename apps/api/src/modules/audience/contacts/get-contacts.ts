import { sql, type Kysely } from 'kysely';
import {
  CONTACT_COUNT_EXACT_MAX,
  CONTACT_MSG,
  type TContactSummary,
  type TGetContactsRequest,
} from '@resonate/contracts/audience/contacts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countContacts, fetchContactPage, type TPageRequest } from './contact-page-query.ts';
import { resolveContactSearch } from './contact-search.ts';
import { toContactSummary } from './contact-view.ts';

export type TContactsPage = { contacts: TContactSummary[]; total: number; isEstimate: boolean };

/**
 * POST Audience/GetContacts: one page of the client's contacts, searched and sorted on the
 * server. A list filter names a static list (target or ad-hoc) of the client; its stored
 * member count is the total when there is no search.
 */
export async function getContacts(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TGetContactsRequest,
): Promise<TContactsPage> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const search = await resolveContactSearch(trx, clientId, body.search);
    let memberCount: number | undefined;
    if (body.listId !== undefined) {
      const { rows } = await sql<{ kind: string; member_count: number }>`
        select kind, member_count from audience_lists where id = ${body.listId}`.execute(trx);
      const list = rows[0];
      if (!list || list.kind === 'dynamic')
        throw new AppError('NOT_FOUND', CONTACT_MSG.listNotFound);
      memberCount = Number(list.member_count);
    }
    const filter = { clientId, search, listId: body.listId };
    const count =
      memberCount !== undefined && !search
        ? { total: memberCount, isEstimate: false }
        : await countContacts(trx, filter);
    const rows = await fetchContactPage(trx, {
      filter,
      sortBy: body.sortBy ?? 'created',
      sortDir: body.sortDir ?? 'desc',
      strategy: strategyOf(search !== undefined || body.listId !== undefined, count.total),
      offset: (body.pageNo - 1) * body.pageSize,
      limit: body.pageSize,
    });
    return { contacts: rows.map(toContactSummary), ...count };
  });
}

/**
 * How to find the page (fetchContactPage). Few matches (a search or a list with an exact count
 * up to CONTACT_COUNT_EXACT_MAX) are sorted as a set: cheap, and immune to where they sit along
 * a sort index. Many matches are walked along the sort index, where they are usually dense,
 * unless that overruns its budget because they cluster at its far end (Amelias sorted by
 * email); then they are sorted too. Plain browsing walks.
 */
function strategyOf(filtered: boolean, total: number): TPageRequest['strategy'] {
  if (!filtered) return 'walk';
  return total <= CONTACT_COUNT_EXACT_MAX ? 'sort' : 'walkThenSort';
}
