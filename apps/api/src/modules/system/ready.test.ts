import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MSG } from '@resonate/contracts/system';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

describe('GET /api/ready with the job queue', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: true });
  });
  afterAll(() => t.close());

  it('reports the database, the queue and the migrations when all are ready', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ database: 'up', queue: 'up', migrations: { pending: 0 } });
  });

  it('answers 503 naming a migration the database has not applied', async () => {
    const { rows } = await sql<{ name: string }>`
      delete from kysely_migration
      where name = (select max(name) from kysely_migration) returning name`.execute(t.app.ownerDb);
    const removed = rows[0]!.name;
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: false,
        message: SYSTEM_MSG.migrationsPending([removed]),
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${removed}, now()::text)`.execute(
        t.app.ownerDb,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 once the queue has stopped', async () => {
    await t.app.queue.stop({ graceful: false });
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, message: SYSTEM_MSG.queueDown });
  });
});
