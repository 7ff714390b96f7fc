import { sql, type Kysely, type Transaction } from 'kysely';
import {
  A360_LIMITS,
  type TUserReportRequest,
  type TUserReportRow,
} from '@resonate/contracts/analytics/audience-360';
import { propensitySegment } from '@resonate/contracts/analytics/engagement-score';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { resolveContactSearch } from '#/modules/audience/index.ts';
import { peopleFrom, type TReportFilter } from './report-filter.ts';
import { fetchPeoplePage, type TPersonRow } from './report-pages.ts';

type TTrx = Transaction<DB>;

function toRow(row: TPersonRow, now: Date): TUserReportRow {
  return {
    passportId: row.passport_id,
    contactId: Number(row.id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    mobile: row.mobile,
    segment: propensitySegment(row.last_engaged_at, now),
    engagements: Number(row.engagements ?? 0),
    lastEngagedAt: row.last_engaged_at?.toISOString() ?? null,
  };
}

/**
 * How many people match: exact up to A360_LIMITS.reportCountExactMax (counting stops there), else the
 * planner's estimate, never below the bound (as the contacts browse counts).
 */
async function countPeople(
  trx: TTrx,
  filter: TReportFilter,
): Promise<{ total: number; isEstimate: boolean }> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from (select 1
    from ${peopleFrom(filter)} limit ${A360_LIMITS.reportCountExactMax + 1}) s`.execute(trx);
  const bounded = Number(rows[0]?.n ?? 0);
  if (bounded <= A360_LIMITS.reportCountExactMax) return { total: bounded, isEstimate: false };
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) select 1 from ${peopleFrom(filter)}`.execute(trx);
  const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, bounded), isEstimate: true };
}

/** POST UserAnalytics360/UserReportList: the List tab's people, filtered, sorted and paged. */
export async function getUserReport(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TUserReportRequest,
  now: Date = new Date(),
): Promise<{ people: TUserReportRow[]; total: number; isEstimate: boolean }> {
  const { clientId } = auth;
  return withTenant(deps.db, { clientId }, async (trx) => {
    const search = await resolveContactSearch(trx, clientId, body.search);
    const filter: TReportFilter = {
      clientId,
      search,
      segment: body.segment,
      channelId: body.channelId,
      now,
    };
    const count = await countPeople(trx, filter);
    const rows = await fetchPeoplePage(trx, filter, body.sort ?? 'lastEngaged', {
      offset: (body.pageNo - 1) * body.pageSize,
      limit: body.pageSize,
      manyMatches: count.isEstimate,
    });
    return { people: rows.map((row) => toRow(row, now)), ...count };
  });
}
