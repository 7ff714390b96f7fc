import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

// The database "goes away" after boot: the probe reports it unreachable.
vi.mock('#/modules/system/check-database.ts', () => ({ checkDatabase: async () => false }));

describe('GET /api/ready without a database', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with an envelope', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, message: 'Database is not reachable' });
  });
});
