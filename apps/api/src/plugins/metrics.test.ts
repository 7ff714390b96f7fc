import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#/db/schema.ts';
import { findFreePort } from '#/db/free-port.ts';
import { seriesValue } from '#/metrics/metrics-text.test-helpers.ts';
import { createKey, createTenant, postEvents } from '#/modules/events/testing.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

describe('metrics on METRICS_PORT', () => {
  let t: TTestApp;
  let scrape: () => Promise<string>;
  beforeAll(async () => {
    const port = await findFreePort();
    t = await createTestApp({ queue: true, env: { METRICS_PORT: String(port) } });
    scrape = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      return response.text();
    };
  });
  afterAll(() => t.close());

  it('times requests by route pattern, never the raw URL, and counts errors by status class', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const count = (text: string) =>
      seriesValue(text, 'resonate_http_request_duration_seconds_count', health) ?? 0;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/no-such-thing-4711' });

    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(after).not.toContain('no-such-thing-4711');
    expect(
      seriesValue(after, 'resonate_http_errors_total', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for /metrics on the public port', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('resonate_');
  });

  it('reports the database pools and the process', async () => {
    const text = await scrape();
    expect(
      seriesValue(text, 'resonate_db_pool_connections', { pool: 'resonate-app', state: 'max' }),
    ).toBeGreaterThanOrEqual(10);
    expect(seriesValue(text, 'resonate_db_pool_waiting_requests', { pool: 'resonate-app' })).toBe(
      0,
    );
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports queue depths and the oldest ready job from pg-boss', async () => {
    const queue = 'metrics-probe-v1';
    await t.app.queue.createQueue(queue);
    await t.app.queue.send(queue, { n: 1 });
    await t.app.queue.send(queue, { n: 2 });
    await t.app.queue.supervise(queue);
    const text = await scrape();
    expect(seriesValue(text, 'resonate_queue_jobs', { queue, state: 'ready' })).toBe(2);
    expect(
      seriesValue(text, 'resonate_queue_oldest_ready_job_age_seconds', { queue }),
    ).toBeGreaterThanOrEqual(0);
  });

  it('counts ingested events by outcome', async () => {
    const owner = t.app.ownerDb as Kysely<DB>;
    const tenant = await createTenant(owner, 'Metrics client');
    const { key } = await createKey(owner, tenant.clientId);
    const accepted = (text: string) =>
      seriesValue(text, 'resonate_events_ingested_total', { outcome: 'accepted' }) ?? 0;
    const before = accepted(await scrape());
    const event = (eventId: string) => ({
      eventId,
      type: 'opened',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      person: { email: 'metrics@example.com' },
    });
    const res = await postEvents(t.app, key, { events: [event('m-1'), event('m-2')] });
    expect(res.statusCode).toBe(200);
    expect(accepted(await scrape()) - before).toBe(2);
  });
});
