import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify } from '#/modules/notifications/index.ts';
import { attemptDelivery } from './delivery/attempt-delivery.ts';
import { createDeliveries } from './delivery/publish-webhook-event.ts';
import { verifySignature } from '#/channels/webhook-signature.ts';
import { dx, type TCaller } from './data-exchange.test-helpers.ts';
import { findWebhookRow } from './repositories/webhooks-repository.ts';

/** Development rules (ALLOW_PRIVATE_WEBHOOKS), so a receiver on loopback can be used. */
let t: TTestApp;
let admin: TCaller;
let receiver: Server;
let base: string;
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let failing = true;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.statusCode = request.url === '/flaky' && failing ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({
    queue: true,
    env: { SEED_DEMO: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' },
  });
  admin = await signIn(t.app, 'admin@acme.test');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const deps = () => ({ db: t.app.db, config: t.app.config, log: t.app.log, queue: t.app.queue });

async function addHook(path: string, events = ['contact.created']) {
  const res = await dx(t.app, admin, 'UpsertWebhook', {
    url: `${base}${path}`,
    events,
    active: true,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { webhook: { webhookId: number }; secret: string };
}

async function logOf(webhookId: number) {
  const res = await dx(t.app, admin, 'ListDeliveries', {
    webhookId,
    pagination: { pageNo: 1, pageSize: 10 },
  });
  return res.json().data.deliveries as Record<string, unknown>[];
}

const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean) =>
  expect.poll(async () => ok(await read()), { timeout: 15_000, interval: 100 }).toBe(true);

describe('webhook delivery', () => {
  it('posts the event signed with HMAC-SHA256, which the receiver verifies; the log says so', async () => {
    const { webhook, secret } = await addHook('/ok');
    const res = await dx(t.app, admin, 'SendTestEvent', { webhookId: webhook.webhookId });
    expect(res.statusCode).toBe(200);
    const { deliveryId } = res.json().data.delivery;
    await until(
      async () => received.find((r) => r.headers['x-resonate-delivery'] === deliveryId),
      Boolean,
    );

    const request = received.find((r) => r.headers['x-resonate-delivery'] === deliveryId)!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-resonate-event']).toBe('webhook.test');
    const signature = String(request.headers['x-resonate-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signature.startsWith(`t=${request.headers['x-resonate-timestamp']},`)).toBe(true);
    expect(verifySignature(secret, signature, request.body)).toBe(true);
    expect(verifySignature(secret, signature, `${request.body} `)).toBe(false);
    expect(verifySignature('whsec_other', signature, request.body)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'webhook.test',
      clientId: admin.clientId,
      id: expect.any(String),
      createdAt: expect.any(String),
      data: { webhookId: webhook.webhookId },
    });

    await until(
      () => logOf(webhook.webhookId),
      (log) => log[0]?.status === 'succeeded',
    );
    const [row] = await logOf(webhook.webhookId);
    expect(row).toMatchObject({ deliveryId, attempts: 1, responseStatus: 204, error: null });
    expect(row!.responseTimeMs).toEqual(expect.any(Number));
    expect(row!.nextAttemptAt).toBeNull();
  });

  it('retries a failed delivery with backoff, then succeeds; a duplicate job does nothing', async () => {
    failing = true;
    const { webhook } = await addHook('/flaky');
    const { deliveryId } = (
      await dx(t.app, admin, 'SendTestEvent', { webhookId: webhook.webhookId })
    ).json().data.delivery;
    await until(
      () => logOf(webhook.webhookId),
      (log) => log[0]?.status === 'retrying',
    );
    const [first] = await logOf(webhook.webhookId);
    expect(first).toMatchObject({ attempts: 1, responseStatus: 500, error: 'HTTP 500' });
    const wait = Date.parse(String(first!.nextAttemptAt)) - Date.now();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(31_000);
    const queued = await sql<{ delay: number }>`
      select extract(epoch from start_after - now())::int as delay from pgboss.job
      where data->>'deliveryId' = ${deliveryId} and (data->>'attempt')::int = 2`.execute(
      t.app.ownerDb,
    );
    expect(queued.rows[0]?.delay).toBeGreaterThan(25);

    // The retry's job runs (here directly, not 30 s later) and the receiver is back.
    failing = false;
    const job = { clientId: admin.clientId, deliveryId, attempt: 2 };
    await attemptDelivery(deps(), job);
    const [second] = await logOf(webhook.webhookId);
    expect(second).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 204 });
    const count = received.filter((r) => r.headers['x-resonate-delivery'] === deliveryId).length;
    await attemptDelivery(deps(), job);
    expect(received.filter((r) => r.headers['x-resonate-delivery'] === deliveryId)).toHaveLength(
      count,
    );
  });

  it('waits 30 s, 2 min, 10 min, 1 h and 6 h between attempts, then marks it failed', async () => {
    failing = true;
    const { webhook } = await addHook('/flaky');
    const { deliveryId } = (
      await dx(t.app, admin, 'SendTestEvent', { webhookId: webhook.webhookId })
    ).json().data.delivery;
    await until(
      () => logOf(webhook.webhookId),
      (log) => log[0]?.status === 'retrying',
    );
    for (const [attempt, seconds] of [
      [2, 120],
      [3, 600],
      [4, 3600],
      [5, 21_600],
    ] as const) {
      await attemptDelivery(deps(), { clientId: admin.clientId, deliveryId, attempt });
      const [row] = await logOf(webhook.webhookId);
      expect(row).toMatchObject({ status: 'retrying', attempts: attempt });
      const wait = (Date.parse(String(row!.nextAttemptAt)) - Date.now()) / 1000;
      expect(Math.round(wait / 10) * 10).toBe(Math.round(seconds / 10) * 10);
    }
    await attemptDelivery(deps(), { clientId: admin.clientId, deliveryId, attempt: 6 });
    const [last] = await logOf(webhook.webhookId);
    expect(last).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
  });

  it('checks the address again at every delivery: private targets fail without development mode', async () => {
    const { webhook } = await addHook('/ok');
    // A delivery that no job has picked up, worked by a process with production rules.
    const [row] = await withTenant(t.app.db, { clientId: admin.clientId }, async (trx) =>
      createDeliveries(trx, [(await findWebhookRow(trx, webhook.webhookId))!], {
        clientId: admin.clientId,
        type: 'contact.created',
        data: {},
      }),
    );
    const strict = { ...deps(), config: { ...t.app.config, allowPrivateWebhooks: false } };
    await attemptDelivery(strict, { clientId: admin.clientId, deliveryId: row!.id, attempt: 1 });
    const [logged] = await logOf(webhook.webhookId);
    expect(logged).toMatchObject({
      deliveryId: row!.id,
      status: 'retrying',
      attempts: 1,
      responseStatus: null,
      error: 'Refused: the URL points at a private, loopback or link-local address',
    });
    expect(received.some((r) => r.headers['x-resonate-delivery'] === row!.id)).toBe(false);
  });

  it("publishes notify()'s notifications to subscribed, active webhooks only", async () => {
    const subscribed = await addHook('/notified', ['notification.passwordChanged']);
    const other = await addHook('/other', ['contact.created']);
    await notify(t.app, undefined, {
      clientId: admin.clientId,
      userId: admin.userId,
      eventType: 'passwordChanged',
    });
    await until(async () => received.find((r) => r.path === '/notified'), Boolean);
    const request = received.find((r) => r.path === '/notified')!;
    expect(request.headers['x-resonate-event']).toBe('notification.passwordChanged');
    expect(JSON.parse(request.body).data).toMatchObject({
      eventName: 'Password changed',
      userId: admin.userId,
    });
    expect(
      verifySignature(
        subscribed.secret,
        String(request.headers['x-resonate-signature']),
        request.body,
      ),
    ).toBe(true);
    expect(await logOf(other.webhook.webhookId)).toEqual([]);
  });
});
