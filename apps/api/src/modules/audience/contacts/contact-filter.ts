import { sql, type RawBuilder } from 'kysely';
import { prefixUpperBound, type TContactSearch } from '@resonate/contracts/audience/contact-search';

/**
 * The WHERE of a contacts query (table alias c), written for the planner under row-level
 * security: only leakproof operators on plain columns (=, <, >=, starts_with) may become index
 * conditions there, so a prefix is a range on the column plus starts_with() as the exact test.
 * Ranges on email and mobile rely on code-point order, which the database's C.UTF-8 collation
 * has; name_key is in the C collation, where PostgreSQL derives the range from starts_with.
 * client_id is repeated as a constant beside the policy so estimates see one tenant.
 */
export type TContactFilter = {
  clientId: number;
  search?: TContactSearch;
  listId?: number;
  /** Only contacts with (true) or without (false) a value in this column: email/mobile sorts. */
  present?: { column: 'email' | 'mobile'; value: boolean };
};

function prefixOf(column: 'email' | 'mobile', prefix: string): RawBuilder<boolean> {
  const ref = sql.ref(`c.${column}`);
  const upper = prefixUpperBound(prefix);
  const below = upper === undefined ? sql`true` : sql`${ref} < ${upper}`;
  return sql<boolean>`(${ref} >= ${prefix} and ${below} and starts_with(${ref}, ${prefix}))`;
}

function searchCondition(search: TContactSearch): RawBuilder<boolean> {
  switch (search.kind) {
    case 'email':
      return prefixOf('email', search.prefix);
    case 'mobile':
      return prefixOf('mobile', search.prefix);
    case 'nameOrEmail':
      return sql<boolean>`(starts_with(c.name_key, ${search.prefix}) or ${prefixOf('email', search.prefix)})`;
  }
}

export function contactWhere(filter: TContactFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`c.client_id = ${filter.clientId}`];
  if (filter.search) parts.push(searchCondition(filter.search));
  if (filter.listId !== undefined) {
    parts.push(sql`exists (select 1 from audience_list_members m
      where m.client_id = ${filter.clientId} and m.list_id = ${filter.listId}
        and m.contact_id = c.id)`);
  }
  if (filter.present) {
    const ref = sql.ref(`c.${filter.present.column}`);
    parts.push(filter.present.value ? sql`${ref} is not null` : sql`${ref} is null`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}
