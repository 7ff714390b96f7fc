import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';

/**
 * Whose figures a dashboard query reads: the session's client and department (0: the whole
 * client). `now` fixes "today" for audience behaviour (tests and the bench pass their own).
 */
export type TDashboardScope = { clientId: number; departmentId: number; now?: Date };

/** Every dashboard query: the tenant's executor (inside withTenant), whose and which days. */
export type TDashboardQuery<T> = (
  db: Kysely<DB>,
  scope: TDashboardScope,
  range: TDashboardRange,
) => Promise<T>;

/** `and <column> = <department>` when the session works in one department, else nothing. */
export function departmentFilter(scope: TDashboardScope, column: string): RawBuilder<unknown> {
  return scope.departmentId === 0 ? sql`` : sql`and ${sql.ref(column)} = ${scope.departmentId}`;
}

/** Rollup days of the range, both ends included, as PostgreSQL dates. */
export function dayBetween(range: TDashboardRange, column: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} between ${range.fromDate}::date and ${range.toDate}::date`;
}

/** Raw events of the range: UTC days, so the same instants the rollups' days stand for. */
export function occurredBetween(range: TDashboardRange, column: string): RawBuilder<unknown> {
  return sql`${sql.ref(column)} >= (${range.fromDate}::date)::timestamp at time zone 'UTC'
    and ${sql.ref(column)} < (${range.toDate}::date + 1)::timestamp at time zone 'UTC'`;
}

/** A count or sum from PostgreSQL (bigint or numeric arrive as strings on some pools). */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A ratio or a null one (no cost: no ROI). */
export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
