import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

describe('rate limit', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with an envelope that says when to retry', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    }
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: false,
      message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
