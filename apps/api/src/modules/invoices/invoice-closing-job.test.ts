import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { previousPeriod } from './issue/close-month.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' }, queue: true });
});
afterAll(() => t.close());

it('closes the previous month on start (catch-up), through the queue', async () => {
  const { year, month } = previousPeriod(new Date());
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const deadline = Date.now() + 30_000;
  let count = 0;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from invoices where period_key = ${key}`.execute(t.app.ownerDb);
    count = Number(rows[0]!.n);
    if (count > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(count).toBeGreaterThan(0);
  const { rows } = await sql<{ status: string; due: boolean }>`
    select status, due_at = issued_at + interval '14 days' as due
    from invoices where period_key = ${key}`.execute(t.app.ownerDb);
  expect(rows.every((row) => row.due && ['due', 'paid'].includes(row.status))).toBe(true);
});
