import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PAGE_SIZE_MAX } from '@resonate/contracts/audience/imports';
import { RESOURCE_MSG } from '@resonate/contracts/resource-limits';
import { createDemoApp, signIn } from '../../test/auth-helpers.ts';
import type { TTestApp } from '../../test/create-test-app.ts';

let t: TTestApp;
let accessToken: string;

beforeAll(async () => {
  t = await createDemoApp(
    {},
    {
      register: (app) => {
        // A query that outlives its statement timeout, as a runaway search would. The limit is
        // lowered here only to keep the test short; the pool's own is checked below.
        app.get('/test/slow-query', async () => {
          await app.db.transaction().execute(async (trx) => {
            await sql`set local statement_timeout = '100ms'`.execute(trx);
            await sql`select pg_sleep(10)`.execute(trx);
          });
          return { status: true, message: 'done' };
        });
      },
    },
  );
  ({ accessToken } = await signIn(t.app, 'admin@acme.test'));
});
afterAll(() => t.close());

describe('shared database connections', () => {
  it('runs every request connection under a 30 s statement timeout, and jobs without it', async () => {
    const request = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
      t.app.db,
    );
    expect(request.rows[0]?.statement_timeout).toBe('30s');
    const job = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
      t.app.jobDb,
    );
    expect(job.rows[0]?.statement_timeout).toBe('0');
  });

  it('cancels a request query that runs past its timeout and answers 503 saying so', async () => {
    const started = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/test/slow-query' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: false, message: RESOURCE_MSG.queryTimedOut });
    expect(response.body).not.toContain('canceling statement');
  });
});

describe('page sizes', () => {
  it('refuses a page size over the maximum with 400 instead of reading every row', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/GetImports',
      headers: { accesstoken: accessToken },
      payload: { pageNo: 1, pageSize: 1_000_000 },
    });
    expect(response.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/Audience/GetImports',
      headers: { accesstoken: accessToken },
      payload: { pageNo: 1, pageSize: IMPORT_PAGE_SIZE_MAX },
    });
    expect(ok.statusCode).toBe(200);
  });
});
