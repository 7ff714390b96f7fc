import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_MSG } from '@resonate/contracts/events/ingest';
import { SITES_MSG } from '@resonate/contracts/events/sites';
import type { DB } from '#/db/schema.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { createContact } from '../events.test-helpers.ts';
import { domainAllowed } from './collect.ts';
import { SiteRateLimit } from './site-rate-limit.ts';

type TCaller = Awaited<ReturnType<typeof signIn>>;

let t: TTestApp;
let owner: Kysely<DB>;
let admin: TCaller;
let viewer: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  owner = t.app.ownerDb as Kysely<DB>;
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
});
afterAll(() => t.close());

const call = (caller: TCaller, endpoint: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Events/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
  });

/** What sendBeacon sends: text/plain JSON with the page's Origin. */
const beacon = (siteKey: string, origin: string | undefined, events: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/collect?siteKey=${encodeURIComponent(siteKey)}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) },
    payload: JSON.stringify({ events }),
  });

const pageView = (eventId: string, anonymousId: string) => ({
  eventId,
  type: 'page_view',
  occurredAt: new Date().toISOString(),
  anonymousId,
  url: 'https://shop.example.com/p/1',
  title: 'Product 1',
});

async function newSite(domains = ['shop.example.com']) {
  const res = await call(admin, 'CreateSite', { name: 'Shop', domains });
  expect(res.statusCode).toBe(200);
  return res.json().data.site as { siteId: number; siteKey: string; snippet: string };
}

describe('web analytics sites', () => {
  it('creates, lists and deletes a site with its snippet (admins only)', async () => {
    const res = await call(admin, 'CreateSite', {
      name: ' Shop ',
      domains: ['Shop.Example.com', 'example.org'],
    });
    expect(res.statusCode).toBe(200);
    const { site } = res.json().data;
    expect(site).toMatchObject({ name: 'Shop', domains: ['shop.example.com', 'example.org'] });
    expect(site.siteKey).toMatch(/^rsa_[A-Za-z0-9_-]{24}$/);
    expect(site.snippet).toContain(`data-site-key="${site.siteKey}"`);
    expect(site.snippet).toContain('/api/analytics.js');

    const list = await call(viewer, 'GetSites');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.sites.map((s: { siteId: number }) => s.siteId)).toContain(site.siteId);

    const refused = await call(viewer, 'CreateSite', { name: 'X', domains: ['x.test'] });
    // Viewers are stopped before the use case (read-only role); other non-admins by it.
    expect(refused.statusCode).toBe(403);
    expect((await call(viewer, 'DeleteSite', { siteId: site.siteId })).statusCode).toBe(403);

    const deleted = await call(admin, 'DeleteSite', { siteId: site.siteId });
    expect(deleted.statusCode).toBe(200);
    expect((await call(admin, 'DeleteSite', { siteId: site.siteId })).json().message).toBe(
      SITES_MSG.siteNotFound,
    );
    const gone = await beacon(site.siteKey, 'https://shop.example.com', [pageView('g1', 'a')]);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad domains and another client’s id', async () => {
    for (const domains of [[], ['https://shop.example.com'], ['shop.example.com/x'], ['a', 'a']]) {
      const res = await call(admin, 'CreateSite', { name: 'Shop', domains });
      expect(res.statusCode).toBe(400);
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/Events/GetSites',
      headers: { accesstoken: admin.accessToken },
      payload: { clientId: admin.clientId + 1000 },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /api/collect', () => {
  it('accepts a beacon from an allowed origin only', async () => {
    const site = await newSite();
    const ok = await beacon(site.siteKey, 'https://shop.example.com', [pageView('c1', 'v1')]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example.com');

    const sub = await beacon(site.siteKey, 'https://www.shop.example.com', [pageView('c2', 'v1')]);
    expect(sub.json().data.accepted).toBe(1);

    for (const origin of ['https://evil.test', 'https://notshop.example.com', undefined]) {
      const res = await beacon(site.siteKey, origin, [pageView('c3', 'v1')]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(EVENTS_MSG.originNotAllowed);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const unknown = await beacon('rsa_AAAAAAAAAAAAAAAAAAAAAAAA', 'https://shop.example.com', [
      pageView('c4', 'v1'),
    ]);
    expect(unknown.statusCode).toBe(404);

    // A retried beacon counts once; events are stored on the web analytics channel.
    const again = await beacon(site.siteKey, 'https://shop.example.com', [pageView('c1', 'v1')]);
    expect(again.json().data).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    const stored = await owner
      .selectFrom('contact_events')
      .select(['event_key', 'channel_id', 'type'])
      .where('event_key', 'like', `web:${site.siteId}:%`)
      .orderBy('event_key')
      .execute();
    expect(stored).toEqual([
      { event_key: `web:${site.siteId}:c1`, channel_id: 6, type: 'page_view' },
      { event_key: `web:${site.siteId}:c2`, channel_id: 6, type: 'page_view' },
    ]);
  });

  it('reports bad events by index and ties a visitor to a known contact on identify', async () => {
    const site = await newSite();
    const passport = await createContact(owner, admin.clientId, 'buyer@example.test');
    const now = new Date().toISOString();
    const res = await beacon(site.siteKey, 'https://shop.example.com', [
      pageView('i1', 'v9'),
      { eventId: 'i2', type: 'sent', occurredAt: now, anonymousId: 'v9' },
      {
        eventId: 'i3',
        type: 'identify',
        occurredAt: now,
        anonymousId: 'v9',
        email: 'nobody@example.test',
      },
      {
        eventId: 'i4',
        type: 'identify',
        occurredAt: now,
        anonymousId: 'v9',
        email: 'buyer@example.test',
      },
      { eventId: 'i5', type: 'converted', occurredAt: now, anonymousId: 'v9', revenue: 49.99 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [
        { index: 1, eventId: 'i2', reason: 'type: Unknown event type' },
        { index: 2, eventId: 'i3', reason: EVENTS_MSG.unknownContact },
      ],
    });
    const events = await owner
      .selectFrom('contact_events')
      .select(['type', 'passport_id'])
      .where('event_key', 'like', `web:${site.siteId}:%`)
      .orderBy('event_key')
      .execute();
    expect(events).toEqual([
      { type: 'page_view', passport_id: passport },
      { type: 'converted', passport_id: passport },
    ]);
    const contacts = await owner
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'nobody@example.test')
      .execute();
    expect(contacts).toHaveLength(0);
  });

  it('answers 400 for a malformed beacon and 413 for too many events', async () => {
    const site = await newSite();
    const url = `/api/collect?siteKey=${site.siteKey}`;
    const headers = { 'content-type': 'text/plain', origin: 'https://shop.example.com' };
    const malformed = await t.app.inject({ method: 'POST', url, headers, payload: '{"events":' });
    expect(malformed.statusCode).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => pageView(`m${i}`, 'v'));
    expect((await beacon(site.siteKey, 'https://shop.example.com', many)).statusCode).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: JSON.stringify({ events: [{ ...pageView('b', 'v'), title: 'x'.repeat(20_000) }] }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('serves the script to any site', async () => {
    const res = await t.app.inject({ url: '/api/analytics.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('sendBeacon');
  });

  it('matches domains and their subdomains only', () => {
    expect(domainAllowed('shop.example.com', ['shop.example.com'])).toBe(true);
    expect(domainAllowed('a.shop.example.com', ['shop.example.com'])).toBe(true);
    expect(domainAllowed('evilshop.example.com', ['shop.example.com'])).toBe(false);
    expect(domainAllowed('example.com', ['shop.example.com'])).toBe(false);
  });

  it('limits each site per window, each on its own, counted in the database for every process', async () => {
    const limit = new SiteRateLimit(t.app.db, 2, 1000);
    const otherProcess = new SiteRateLimit(t.app.db, 2, 1000);
    const [first, second] = [900_001, 900_002];
    expect([await limit.take(first), await otherProcess.take(first)]).toEqual([true, true]);
    expect(await limit.take(first)).toBe(false);
    expect(await otherProcess.take(second)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limit.take(first)).toBe(true);
  });
});
