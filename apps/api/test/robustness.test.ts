import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './create-test-app.ts';
import {
  bodyCases,
  listOperations,
  queryCases,
  type TCase,
  type TOperation,
} from './openapi-cases.ts';

/**
 * Every operation in /api/openapi.json gets hostile input: malformed JSON, wrong types, missing
 * fields, oversized bodies and strings, no or a forged token. Whatever comes back must be a 4xx
 * (or a 2xx where the input is acceptable) in the envelope shape, and never a 5xx.
 */
describe('robustness: every operation in the OpenAPI document', () => {
  let t: TTestApp;
  let operations: TOperation[];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    const res = await t.app.inject({ url: '/api/openapi.json' });
    operations = listOperations(res.json());
  });
  afterAll(() => t.close());

  async function send(op: TOperation, testCase: TCase) {
    const hasBody = testCase.payload !== undefined && op.method !== 'GET';
    const res = await t.app.inject({
      method: op.method as 'GET',
      url: op.url,
      query: testCase.query,
      payload: hasBody ? testCase.payload : undefined,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...testCase.headers },
    });
    const label = `${op.method} ${op.path} (${testCase.name}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBeLessThan(500);
    if (testCase.mustFail && hasBody) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    const body = res.json();
    expect(typeof body.status, label).toBe('boolean');
    expect(typeof body.message, label).toBe('string');
    if (res.statusCode >= 400) expect(body.status, label).toBe(false);
    // Authentication runs before the body is read, so a secured operation refuses first.
    if (testCase.name === 'body over the limit' && hasBody) {
      expect(res.statusCode, label).toBe(op.secured ? 401 : 413);
    }
    return res;
  }

  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
  });

  it('never answers hostile input with a 5xx or outside the envelope', async () => {
    for (const op of operations) {
      const cases: TCase[] = [
        { name: 'no token, no body', mustFail: false },
        { name: 'forged token', headers: { accesstoken: 'forged-token' }, mustFail: false },
        ...(op.method === 'GET' ? [] : bodyCases(op)),
        ...queryCases(op),
      ];
      for (const testCase of cases) await send(op, testCase);
    }
  });

  it('answers operations that need a session with 401 when there is no token', async () => {
    for (const op of operations.filter((operation) => operation.secured)) {
      for (const headers of [{}, { accesstoken: 'forged-token' }]) {
        const res = await t.app.inject({ method: op.method as 'GET', url: op.url, headers });
        expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      }
    }
  });
});
