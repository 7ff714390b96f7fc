import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { DEMO_ACCOUNTS_IN_PRODUCTION, warnOfDemoAccounts } from './demo-warning.ts';

type TLine = { level: number; msg: string; demoAccounts?: string[] };

/** Starts an app in production mode and returns it with the warnings it logged. */
async function startInProduction(env: Record<string, string>) {
  const lines: TLine[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as TLine) };
  const t = await createTestApp({
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    logStream,
  });
  return { t, warnings: () => lines.filter((line) => line.msg === DEMO_ACCOUNTS_IN_PRODUCTION) };
}

let demo: TTestApp;
beforeAll(async () => {
  demo = await createDemoApp();
});
afterAll(() => demo.close());

describe('demo accounts on a production server', () => {
  it('never seeds the published password into a DATABASE_URL database unless SEED_DEMO=true', async () => {
    // SEED_DEMO left empty: the default for a DATABASE_URL database applies.
    const { t, warnings } = await startInProduction({ SEED_DEMO: '' });
    try {
      const { rows } = await sql<{ n: string }>`select count(*) as n from clients`.execute(
        t.app.ownerDb,
      );
      expect(Number(rows[0]!.n)).toBe(0);
      expect(warnings()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('warns at every production start while demo accounts seeded earlier still exist', async () => {
    // The demo database, started again in production without seeding.
    const { t, warnings } = await startInProduction({
      DATABASE_URL: demo.database.url,
      SEED_DEMO: 'false',
    });
    try {
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatchObject({ level: 40 });
      expect(warnings()[0]!.demoAccounts).toContain('admin@acme.test');
    } finally {
      await t.close();
    }
  });

  it('stays quiet outside production, where demo accounts are expected', async () => {
    const warned: unknown[] = [];
    await warnOfDemoAccounts(
      demo.app.db,
      { nodeEnv: 'development' },
      { warn: (x) => warned.push(x) },
    );
    expect(warned).toEqual([]);
  });
});
