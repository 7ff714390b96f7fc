import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { TUserReportRequest } from '@resonate/contracts/analytics/audience-360';
import type { DB } from '#/db/schema.ts';
import { withinBudget } from '#/modules/audience/index.ts';
import {
  contactConditions,
  peopleFrom,
  segmentCondition,
  type TReportFilter,
} from './report-filter.ts';

type TTrx = Transaction<DB>;
type TSort = NonNullable<TUserReportRequest['sort']>;

export type TPersonRow = {
  id: string;
  passport_id: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  engagements: string | null;
  last_engaged_at: Date | null;
};

const COLUMNS = sql`c.id, c.passport_id, c.email, c.mobile, c.first_name, c.last_name,
  ce.engagements, ce.last_engaged_at`;

/**
 * Each sort's order; ties end in a unique key so pages never repeat or skip a person. Sorting
 * by engagement puts people who never engaged last, after everyone with a row.
 */
function orderOf(sort: TSort, c = 'c', ce = 'ce'): RawBuilder<unknown> {
  const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
  switch (sort) {
    case 'name':
      return sql`${ref(c, 'name_key')} asc, ${ref(c, 'id')} asc`;
    case 'created':
      return sql`${ref(c, 'id')} desc`;
    case 'lastEngaged':
      return sql`${ref(ce, 'last_engaged_at')} desc nulls last, ${ref(c, 'id')} desc`;
    case 'engagements':
      return sql`${ref(ce, 'engagements')} desc nulls last, ${ref(c, 'id')} desc`;
  }
}

/**
 * A page by the planner's own plan over contacts left join engagement: for name and created it
 * walks the contacts index in order and looks up each person's engagement row. `fenced` first
 * collects every match (through the search's indexes) and sorts those, so a search whose
 * matches cluster at the far end of the sort index never walks the audience.
 */
function plainPage(
  trx: TTrx,
  filter: TReportFilter,
  order: { sort: TSort; fenced: boolean },
  offset: number,
  limit: number,
): Promise<TPersonRow[]> {
  const { sort, fenced } = order;
  const query = fenced
    ? sql<TPersonRow>`with m as materialized (select ${COLUMNS}, c.name_key
          from ${peopleFrom(filter)})
        select id, passport_id, email, mobile, first_name, last_name, engagements,
          last_engaged_at
        from m order by ${orderOf(sort, 'm', 'm')} limit ${limit} offset ${offset}`
    : sql<TPersonRow>`select ${COLUMNS} from ${peopleFrom(filter)}
        order by ${orderOf(sort)} limit ${limit} offset ${offset}`;
  return query.execute(trx).then((result) => result.rows);
}

/**
 * People who engaged, newest engagement first: a walk down contact_engagement_recent_idx (the
 * segment is a range of it) with each person's contact found by passport id. Engagement rows
 * of anonymous visitors have no contact and drop out of the join.
 */
function engagedByRecency(trx: TTrx, filter: TReportFilter, offset: number, limit: number) {
  return sql<TPersonRow>`select ${COLUMNS} from contact_engagement ce
      join contacts c on c.client_id = ${filter.clientId} and c.passport_id = ce.passport_id
      where ce.client_id = ${filter.clientId} and ${segmentCondition(filter)}
        and ${contactConditions(filter)}
      order by ce.last_engaged_at desc, c.id desc limit ${limit} offset ${offset}`
    .execute(trx)
    .then((result) => result.rows);
}

/**
 * People who engaged, most engagements first. No index orders engagements (one would cost
 * every ingested engagement a write), so the top rows are taken from contact_engagement alone
 * (a bounded heap sort), with room for engagement rows that have no contact or fail the
 * channel filter; when that room runs out, the whole join is sorted.
 */
async function engagedByFrequency(trx: TTrx, filter: TReportFilter, offset: number, limit: number) {
  const wanted = offset + limit;
  const room = wanted * 2 + 100;
  const top = await sql<TPersonRow>`select ${COLUMNS}
      from (select * from contact_engagement ce where ce.client_id = ${filter.clientId}
        and ${segmentCondition(filter)}
        order by ce.engagements desc limit ${room}) ce
      join contacts c on c.client_id = ${filter.clientId} and c.passport_id = ce.passport_id
      where ${contactConditions(filter)}
      order by ce.engagements desc, c.id desc`.execute(trx);
  if (top.rows.length >= wanted) return top.rows.slice(offset, wanted);
  const { rows } = await sql<{ n: string }>`select count(*) as n from (select 1
    from contact_engagement ce where ce.client_id = ${filter.clientId}
      and ${segmentCondition(filter)} limit ${room + 1}) s`.execute(trx);
  if (Number(rows[0]?.n ?? 0) <= room) return top.rows.slice(offset, wanted);
  return sql<TPersonRow>`select ${COLUMNS} from contact_engagement ce
      join contacts c on c.client_id = ${filter.clientId} and c.passport_id = ce.passport_id
      where ce.client_id = ${filter.clientId} and ${segmentCondition(filter)}
        and ${contactConditions(filter)}
      order by ce.engagements desc, c.id desc limit ${limit} offset ${offset}`
    .execute(trx)
    .then((result) => result.rows);
}

async function countEngaged(trx: TTrx, filter: TReportFilter): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from contact_engagement ce
    join contacts c on c.client_id = ${filter.clientId} and c.passport_id = ce.passport_id
    where ce.client_id = ${filter.clientId} and ${contactConditions(filter)}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Along the indexes, no fence: sorting by engagement reads engaged people from the engagement
 * table's side, then, past them, those who never engaged (newest contact first); how many
 * engaged people come before is known from the page itself unless the page lies entirely past
 * them.
 */
async function walkPage(
  trx: TTrx,
  filter: TReportFilter,
  sort: TSort,
  offset: number,
  limit: number,
): Promise<TPersonRow[]> {
  if (sort !== 'lastEngaged' && sort !== 'engagements') {
    return plainPage(trx, filter, { sort, fenced: false }, offset, limit);
  }
  const engaged = sort === 'lastEngaged' ? engagedByRecency : engagedByFrequency;
  const rows = await engaged(trx, filter, offset, limit);
  if (rows.length === limit || filter.segment) return rows;
  const before =
    rows.length > 0 || offset === 0 ? offset + rows.length : await countEngaged(trx, filter);
  const never = await plainPage(
    trx,
    { ...filter, segment: 'never' },
    { sort: 'created', fenced: false },
    Math.max(0, offset - before),
    limit - rows.length,
  );
  return [...rows, ...never];
}

/** Long enough for a walk that finds its page early, short next to sorting many matches. */
const WALK_BUDGET_MS = 200;

/**
 * One page of the List tab. A search with few matches (an exact count) sorts them as a set.
 * Many matches are usually dense along the sort's index, so they are walked, unless the walk
 * overruns its budget because they cluster at its far end; then they are sorted too.
 */
export async function fetchPeoplePage(
  trx: TTrx,
  filter: TReportFilter,
  sort: TSort,
  page: { offset: number; limit: number; manyMatches: boolean },
): Promise<TPersonRow[]> {
  const { offset, limit } = page;
  // Nobody in 'never' has an engagement to sort by: newest contact first.
  const order =
    filter.segment === 'never' && (sort === 'lastEngaged' || sort === 'engagements')
      ? 'created'
      : sort;
  const fenced = () => plainPage(trx, filter, { sort: order, fenced: true }, offset, limit);
  if (!filter.search) return walkPage(trx, filter, order, offset, limit);
  if (!page.manyMatches) return fenced();
  const walked = await withinBudget(trx, WALK_BUDGET_MS, () =>
    walkPage(trx, filter, order, offset, limit),
  );
  return walked ?? fenced();
}
