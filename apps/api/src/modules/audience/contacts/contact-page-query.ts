import { sql, type RawBuilder, type Transaction } from 'kysely';
import {
  CONTACT_COUNT_EXACT_MAX,
  type TContactSortField,
  type TSortDirection,
} from '@resonate/contracts/audience/contacts';
import type { DB } from '#/db/schema.ts';
import { contactWhere, type TContactFilter } from './contact-filter.ts';
import { withinBudget } from './walk-budget.ts';

type TTrx = Transaction<DB>;

export type TContactSummaryRow = {
  id: number;
  passport_id: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  created_at: Date;
  updated_at: Date;
};

export type TPageRequest = {
  filter: TContactFilter;
  sortBy: TContactSortField;
  sortDir: TSortDirection;
  /**
   * How the page is found (see selectPage): along the sort index ('walk'), by sorting every
   * match ('sort'), or along the index within WALK_BUDGET_MS and else by sorting.
   */
  strategy: 'walk' | 'sort' | 'walkThenSort';
  offset: number;
  limit: number;
};

/**
 * Each sort has an index that ends in id, so a page is an index walk (id is the tie-break and
 * "created" is id order: ids are drawn as rows are inserted). Email and mobile are sorted on
 * their partial unique indexes, which hold only contacts that have one: those contacts come
 * first, the others after them (see fetchContactPage).
 */
const SORT_KEYS: Record<TContactSortField, readonly string[]> = {
  created: ['id'],
  updated: ['updated_at', 'id'],
  name: ['name_key', 'id'],
  email: ['email'],
  mobile: ['mobile'],
};

function orderBy(alias: string, keys: readonly string[], dir: TSortDirection): RawBuilder<unknown> {
  const direction = sql.raw(dir === 'desc' ? 'desc' : 'asc');
  return sql.join(keys.map((key) => sql`${sql.ref(`${alias}.${key}`)} ${direction}`));
}

/**
 * One page: the ids are found first (an index-only walk over skipped rows when there is no
 * search), then only the page's rows are read, so deep pages do not read every row before them.
 *
 * `fenced` first collects every match (through the search's own indexes) and sorts those.
 * Without it the planner may walk a sort index and test each row, betting that matches are
 * spread evenly; a search for "amelia" sorted by email loses that bet badly (Amelias' emails
 * all start with "amelia", so the walk reads most of the audience first: 15 s at a million,
 * against 0.5 s fenced). Sorting costs what the matches cost to read, so it is the plan for
 * few matches, and the fallback of a walk that overruns its budget for many.
 */
async function selectPage(
  trx: TTrx,
  filter: TContactFilter,
  order: { keys: readonly string[]; dir: TSortDirection; fenced: boolean },
  offset: number,
  limit: number,
): Promise<TContactSummaryRow[]> {
  const { keys, dir } = order;
  const ids = order.fenced
    ? sql`with m as materialized (select ${sql.join(unique(['id', ...keys]).map((k) => sql.ref(`c.${k}`)))}
        from contacts c where ${contactWhere(filter)})
      select m.id from m order by ${orderBy('m', keys, dir)} limit ${limit} offset ${offset}`
    : sql`select c.id from contacts c where ${contactWhere(filter)}
      order by ${orderBy('c', keys, dir)} limit ${limit} offset ${offset}`;
  const { rows } = await sql<TContactSummaryRow>`
    select c.id, c.passport_id, c.email, c.mobile, c.first_name, c.last_name, c.created_at,
      c.updated_at
    from (${ids}) p
    join contacts c on c.client_id = ${filter.clientId} and c.id = p.id
    order by ${orderBy('c', keys, dir)}`.execute(trx);
  return rows;
}

const unique = (keys: string[]) => [...new Set(keys)];

/** Long enough for a walk that finds its page early, short next to sorting the matches. */
export const WALK_BUDGET_MS = 200;

export async function fetchContactPage(
  trx: TTrx,
  page: TPageRequest,
): Promise<TContactSummaryRow[]> {
  if (page.strategy !== 'walkThenSort') return findPage(trx, page, page.strategy === 'sort');
  const walked = await withinBudget(trx, WALK_BUDGET_MS, () => findPage(trx, page, false));
  return walked ?? findPage(trx, page, true);
}

async function findPage(
  trx: TTrx,
  page: TPageRequest,
  fenced: boolean,
): Promise<TContactSummaryRow[]> {
  const { filter, sortBy, sortDir: dir, offset, limit } = page;
  if (sortBy !== 'email' && sortBy !== 'mobile') {
    return selectPage(trx, filter, { keys: SORT_KEYS[sortBy], dir, fenced }, offset, limit);
  }
  const withValue = { ...filter, present: { column: sortBy, value: true } };
  const order = { keys: SORT_KEYS[sortBy], dir, fenced };
  const rows = await selectPage(trx, withValue, order, offset, limit);
  if (rows.length === limit) return rows;
  // Past the contacts that have one: the rest, in id order. How many had one is known when
  // this page held some of them; only a page entirely past them needs the count.
  const before =
    rows.length > 0 || offset === 0 ? offset + rows.length : await exactCount(trx, withValue);
  const without = { ...filter, present: { column: sortBy, value: false } };
  const rest = await selectPage(
    trx,
    without,
    { keys: ['id'], dir, fenced },
    Math.max(0, offset - before),
    limit - rows.length,
  );
  return [...rows, ...rest];
}

async function exactCount(trx: TTrx, filter: TContactFilter): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from contacts c where ${contactWhere(filter)}`.execute(trx);
  return rows[0]?.n ?? 0;
}

/**
 * The total of a filter: exact up to CONTACT_COUNT_EXACT_MAX (counting stops there), else the
 * planner's estimate, never below the bound. The planner sees the tenant as a constant
 * (contactWhere repeats client_id), so its estimate follows the tenant's share of the table.
 */
export async function countContacts(
  trx: TTrx,
  filter: TContactFilter,
): Promise<{ total: number; isEstimate: boolean }> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from contacts c where ${contactWhere(filter)}
      limit ${CONTACT_COUNT_EXACT_MAX + 1}) s`.execute(trx);
  const bounded = rows[0]?.n ?? 0;
  if (bounded <= CONTACT_COUNT_EXACT_MAX) return { total: bounded, isEstimate: false };
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) select 1 from contacts c where ${contactWhere(filter)}`.execute(trx);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, bounded), isEstimate: true };
}
