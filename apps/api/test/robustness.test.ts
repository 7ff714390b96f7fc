import { API_KEY_SCOPES } from '@resonate/contracts/data-exchange';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
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

/**
 * The same hostile input behind authentication (issue 21, item 10): a real session of the demo
 * admin for the app's operations and a real API key with every scope for /api/v1, so validators
 * and handlers run, not only the token check. An operation that ends the session (sign-out,
 * password change) is followed by a fresh sign-in, so every later operation still gets a session.
 */
describe('robustness: every operation, signed in and with an API key', () => {
  let t: TTestApp;
  let operations: TOperation[];
  let accessToken: string;
  let apiKey: string;

  async function freshSession() {
    accessToken = (await signIn(t.app, 'admin@acme.test')).accessToken;
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '1000000', SEED_DEMO: 'true', LOG_LEVEL: 'silent' },
    });
    const res = await t.app.inject({ url: '/api/openapi.json' });
    operations = listOperations(res.json());
    const admin = await signIn(t.app, 'admin@acme.test');
    accessToken = admin.accessToken;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/DataExchange/CreateApiKey',
      headers: { accesstoken: accessToken },
      payload: { clientId: admin.clientId, name: 'Robustness', scopes: [...API_KEY_SCOPES] },
    });
    apiKey = created.json().data.key;
  });
  afterAll(() => t.close());

  function credentials(op: TOperation): Record<string, string> {
    if (op.scheme === 'apiKey') return { authorization: `Bearer ${apiKey}` };
    return op.scheme === 'accessToken' ? { accesstoken: accessToken } : {};
  }

  async function send(op: TOperation, testCase: TCase) {
    const hasBody = testCase.payload !== undefined && op.method !== 'GET';
    const request = () =>
      t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        query: testCase.query,
        payload: hasBody ? testCase.payload : undefined,
        headers: {
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...credentials(op),
        },
      });
    let res = await request();
    if (res.statusCode === 401 && op.scheme === 'accessToken') {
      await freshSession(); // an earlier case signed the session out
      res = await request();
    }
    const label = `${op.method} ${op.path} (${testCase.name}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, label).toBeLessThan(500);
    if (op.secured) expect(res.statusCode, `${label}: the credential was refused`).not.toBe(401);
    if (testCase.mustFail && hasBody) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    if (testCase.name === 'body over the limit' && hasBody) expect(res.statusCode, label).toBe(413);
    // Downloads (CSV, PDF, images) keep their own type when they succeed; everything else,
    // and every refusal, is the JSON envelope.
    const json = /json/.test(String(res.headers['content-type']));
    if (res.statusCode >= 400 || json) {
      expect(json, label).toBe(true);
      const body = res.json();
      expect(typeof body.status, label).toBe('boolean');
      expect(typeof body.message, label).toBe('string');
      if (res.statusCode >= 400) expect(body.status, label).toBe(false);
    }
  }

  it('has a live session and a live API key to fuzz with', () => {
    expect(accessToken).toBeTruthy();
    expect(apiKey).toMatch(/^rsk_live_/);
    expect(operations.filter((op) => op.scheme === 'apiKey').length).toBeGreaterThan(0);
  });

  it(
    'never answers hostile input behind authentication with a 5xx',
    { timeout: 600_000 },
    async () => {
      for (const op of operations.filter((operation) => operation.secured)) {
        const cases: TCase[] = [
          { name: 'no body', mustFail: false },
          ...(op.method === 'GET' ? [] : bodyCases(op)),
          ...queryCases(op),
        ];
        for (const testCase of cases) await send(op, testCase);
      }
    },
  );
});
