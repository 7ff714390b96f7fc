import { sql, type RawBuilder } from 'kysely';

/**
 * Whose communications and journeys a session reaches: its client and, when it works in one
 * department, that department's only (0: the whole client). A row of another department, or of
 * no department, answers as another client's would: not found, so its id is not confirmed.
 */
export type TDepartmentScope = { clientId: number; departmentId: number };

/** `and c.department_id = <department>` for raw SQL over `communications c`. */
export function departmentScope(scope: TDepartmentScope): RawBuilder<unknown> {
  return scope.departmentId === 0 ? sql`` : sql`and c.department_id = ${scope.departmentId}`;
}

/** The same rule as a query builder's where, on `column` (the table's department_id). */
export function inDepartmentScope(
  scope: TDepartmentScope,
  column = 'department_id',
): RawBuilder<boolean> {
  return scope.departmentId === 0
    ? sql<boolean>`true`
    : sql<boolean>`${sql.ref(column)} = ${scope.departmentId}`;
}

/** The same rule for a row already read (a row the scope may see for another reason). */
export function isInDepartmentScope(
  scope: TDepartmentScope,
  departmentId: number | string | null,
): boolean {
  return scope.departmentId === 0 || Number(departmentId) === scope.departmentId;
}
