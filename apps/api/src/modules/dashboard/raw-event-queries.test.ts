import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { dashboardQueries, type TDashboardWidget } from './dashboard-queries.ts';
import type { TDashboardQuery, TDashboardScope } from './dashboard-scope.ts';
import { rawEventQueries } from './raw-event-queries.ts';
import { rangeOf } from './test/dashboard-fixture.ts';
import { generateHistory, type THistory } from './test/generated-history.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let history: THistory;
let other: THistory;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  const options = { people: 400, campaigns: 24, days: 150 };
  history = await generateHistory(t.app.db, owner, { ...options, name: 'Raw', seed: 42 });
  other = await generateHistory(t.app.db, owner, { ...options, name: 'Other', seed: 7 });
}, 120_000);
afterAll(() => t.close());

const WIDGETS = Object.keys(dashboardQueries) as TDashboardWidget[];
const RANGES: [string, TDashboardRange][] = [
  ['7 days', rangeOf(6)],
  ['30 days', rangeOf(29)],
  ['92 days (last daily series)', rangeOf(91)],
  ['a year (weekly series)', rangeOf(365)],
  ['an older month', rangeOf(120, 90)],
  ['before any event', { fromDate: '2024-01-01', toDate: '2024-01-31' }],
];

function read<T>(
  query: (db: Kysely<DB>, scope: TDashboardScope, range: TDashboardRange) => Promise<T>,
  scope: TDashboardScope,
  range: TDashboardRange,
) {
  return withTenant(t.app.db, { clientId: scope.clientId }, (trx) => query(trx, scope, range));
}

describe('rollup queries agree with the same figures computed from raw events', () => {
  it('for every widget, range and department of a generated history', async () => {
    const now = new Date();
    const scopes: TDashboardScope[] = [0, ...history.departments].map((departmentId) => ({
      clientId: history.clientId,
      departmentId,
      now,
    }));
    let nonEmpty = 0;
    for (const scope of scopes) {
      for (const [label, range] of RANGES) {
        for (const widget of WIDGETS) {
          const rollupQuery = dashboardQueries[widget] as TDashboardQuery<unknown>;
          const rawQuery = rawEventQueries[widget] as TDashboardQuery<unknown>;
          const fromRollups = await read(rollupQuery, scope, range);
          const fromEvents = await read(rawQuery, scope, range);
          expect(fromRollups, `${widget}, ${label}, department ${scope.departmentId}`).toEqual(
            fromEvents,
          );
          if (JSON.stringify(fromRollups).match(/"(sent|revenue|leads|contacts)":[1-9]/))
            nonEmpty += 1;
        }
      }
    }
    // The comparison means something only if most answers hold figures.
    expect(nonEmpty).toBeGreaterThan(WIDGETS.length * scopes.length * 3);
  });

  it("one client's queries never see the other's events", async () => {
    const range = rangeOf(365);
    const scope = { clientId: history.clientId, departmentId: 0 };
    const mine = await read(dashboardQueries.roi, scope, range);
    // Read under the other tenant with this client's id: row-level security returns nothing.
    const leaked = await withTenant(t.app.db, { clientId: other.clientId }, (trx) =>
      dashboardQueries.roi(trx, scope, range),
    );
    expect(mine.revenue).toBeGreaterThan(0);
    expect(leaked).toMatchObject({ revenue: 0, cost: 0, roi: null });
    const otherRoi = await read(
      dashboardQueries.roi,
      { ...scope, clientId: other.clientId },
      range,
    );
    expect(otherRoi.revenue).not.toBe(mine.revenue);
  });
});
