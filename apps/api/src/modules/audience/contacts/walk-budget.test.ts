import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { withTenant } from '#/db/tenant.ts';
import { withinBudget } from './walk-budget.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const timeoutOf = async (trx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
  (await sql<{ t: string }>`select current_setting('statement_timeout') as t`.execute(trx)).rows[0]
    ?.t;

describe('withinBudget', () => {
  it('returns the answer of a quick attempt and restores the timeout', async () => {
    await withTenant(t.app.db, { clientId: 1 }, async (trx) => {
      const before = await timeoutOf(trx);
      const answer = await withinBudget(trx, 500, async () => {
        expect(await timeoutOf(trx)).toBe('500ms');
        return 42;
      });
      expect(answer).toBe(42);
      expect(await timeoutOf(trx)).toBe(before);
    });
  });

  it('gives up on a slow attempt and leaves the transaction usable', async () => {
    await withTenant(t.app.db, { clientId: 1 }, async (trx) => {
      const before = await timeoutOf(trx);
      const started = Date.now();
      const answer = await withinBudget(trx, 50, () => sql`select pg_sleep(2)`.execute(trx));
      expect(answer).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await timeoutOf(trx)).toBe(before);
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(trx);
      expect(rows[0]?.one).toBe(1);
    });
  });

  it('passes other errors on', async () => {
    const failing = withTenant(t.app.db, { clientId: 1 }, (trx) =>
      withinBudget(trx, 500, () => sql`select 1/0`.execute(trx)),
    );
    await expect(failing).rejects.toMatchObject({ code: '22012' });
  });
});
