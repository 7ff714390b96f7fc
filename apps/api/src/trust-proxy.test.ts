import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_POLICY } from '#/modules/auth/index.ts';
import { loginBody } from '../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../test/create-test-app.ts';

/**
 * The client address behind rate limits and sign-in throttles comes from request.ip under
 * TRUST_PROXY, never from what a client writes in X-Forwarded-For. (The IP whitelist is covered
 * in modules/account/ip-whitelist-paths.test.ts.)
 */

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';
const NEIGHBOUR = '203.0.113.8';
const DIRECT = '198.51.100.9';
let forgedCount = 0;
/** A different made-up address each call, as a client rotating its header would send. */
const forged = () => `192.0.2.${++forgedCount % 250}`;

function health(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return app.inject({ url: '/api/health', remoteAddress, headers });
}

/** A failed sign-in of a made-up account; answers whether a captcha is now required. */
async function failSignIn(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  const payload = await loginBody(app, `nobody${++forgedCount}@example.test`, 'Wrong@12345');
  const response = await app.inject({
    method: 'POST',
    url: '/api/LoginValidate',
    payload,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode).toBe(401);
  return response.json().data.captchaRequired as boolean;
}

/** Fails sign-in past the address's captcha threshold, each time with a new forged header. */
async function failUntilCaptcha(app: FastifyInstance, remoteAddress: string, chain: () => string) {
  const answers = [];
  for (let i = 0; i <= FAILURE_POLICY.addressCaptchaAfter; i++) {
    answers.push(await failSignIn(app, remoteAddress, chain()));
  }
  return answers;
}

const captchaAtTheEnd = [...Array<boolean>(FAILURE_POLICY.addressCaptchaAfter).fill(false), true];

function appWith(env: Record<string, string>) {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', ...env } });
  });
  afterAll(() => t.close());
  return () => t.app;
}

describe('with no proxy trusted (TRUST_PROXY unset)', () => {
  const app = appWith({});

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 3; i++)
      expect((await health(app(), DIRECT, forged())).statusCode).toBe(200);
    expect((await health(app(), DIRECT, forged())).statusCode).toBe(429);
    expect((await health(app(), NEIGHBOUR)).statusCode).toBe(200);
  });

  it('counts sign-in failures against the connection, not a forged X-Forwarded-For', async () => {
    expect(await failUntilCaptcha(app(), CLIENT, forged)).toEqual(captchaAtTheEnd);
    expect(await failSignIn(app(), NEIGHBOUR, CLIENT)).toBe(false);
  });
});

describe('with one proxy in front (TRUST_PROXY=1)', () => {
  const app = appWith({ TRUST_PROXY: '1' });
  // The proxy appends the address it saw; everything to the left of it came from the client.
  const viaProxy = (client: string) => () => `${forged()}, ${client}`;

  it("ignores a client's forged leftmost X-Forwarded-For entries behind one proxy", async () => {
    const fromClient = viaProxy(CLIENT);
    for (let i = 0; i < 3; i++)
      expect((await health(app(), PROXY, fromClient())).statusCode).toBe(200);
    expect((await health(app(), PROXY, fromClient())).statusCode).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await health(app(), PROXY, viaProxy(NEIGHBOUR)())).statusCode).toBe(200);
  });

  it('counts sign-in failures against the address the proxy saw, whatever the client prepends', async () => {
    expect(await failUntilCaptcha(app(), PROXY, viaProxy(NEIGHBOUR))).toEqual(captchaAtTheEnd);
    expect(await failSignIn(app(), PROXY, viaProxy(DIRECT)())).toBe(false);
  });
});

describe('with the proxy named by address (TRUST_PROXY=10.0.0.1)', () => {
  const app = appWith({ TRUST_PROXY: `${PROXY},10.9.0.0/16` });

  it('takes the client address from the named proxy only', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await health(app(), PROXY, `${forged()}, ${CLIENT}`)).statusCode).toBe(200);
    }
    expect((await health(app(), PROXY, `${forged()}, ${CLIENT}`)).statusCode).toBe(429);
    expect((await health(app(), PROXY, NEIGHBOUR)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    for (let i = 0; i < 3; i++)
      expect((await health(app(), DIRECT, forged())).statusCode).toBe(200);
    expect((await health(app(), DIRECT, forged())).statusCode).toBe(429);
    // Nor can a direct client pass itself off as coming through the proxy's network.
    expect((await health(app(), DIRECT, `${NEIGHBOUR}, 10.9.0.5`)).statusCode).toBe(429);
  });
});
