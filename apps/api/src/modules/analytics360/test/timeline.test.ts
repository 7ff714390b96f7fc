import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { A360_MSG } from '@resonate/contracts/analytics/audience-360';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  a360,
  callers,
  clearPeople,
  createA360App,
  insertCommunication,
  insertEvents,
  insertPerson,
  type TCaller,
} from './a360-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createA360App();
  ({ admin, brand } = await callers(t.app));
});
afterAll(() => t.close());
beforeEach(() => clearPeople(t.app, [admin.clientId, brand.clientId]));

type TItem = {
  eventId: number;
  type: string;
  occurredAt: string;
  communicationName: string | null;
};

async function page(passportId: string, body: object = {}) {
  const response = await a360(t.app, admin, 'TimeLine', { passportId, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: TItem[]; nextCursor: string | null };
}

describe('UserAnalytics360/TimeLine', () => {
  it('pages every event once, newest first, with ties at the same instant kept apart', async () => {
    const ada = await insertPerson(t.app, admin.clientId, { email: 'ada@example.com' });
    const sale = await insertCommunication(t.app, admin.clientId, 'Spring sale', 1);
    const base = Date.parse('2026-10-01T12:00:00.123Z');
    // 25 events: pairs share an instant (to the microsecond), so the id breaks the tie.
    const events = Array.from({ length: 25 }, (_, i) => ({
      type: i % 5 === 0 ? 'sent' : 'opened',
      occurredAt: new Date(base + Math.floor(i / 2) * 60_000).toISOString().replace('Z', '456Z'),
      channelId: 1,
      communicationId: i % 5 === 0 ? sale : undefined,
    }));
    await insertEvents(t.app, admin.clientId, ada.passportId, events);
    await insertEvents(t.app, brand.clientId, ada.passportId, [
      { type: 'opened', occurredAt: '2026-10-02T00:00:00Z' },
    ]);

    const seen: TItem[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { items, nextCursor } = await page(ada.passportId, { pageSize: 10, cursor });
      seen.push(...items);
      cursor = nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((item) => item.eventId)).size).toBe(25);
    const keys = seen.map((item) => [Date.parse(item.occurredAt), item.eventId] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(seen[0]!.occurredAt).toBe('2026-10-01T12:12:00.123Z');
    expect(seen.filter((item) => item.communicationName === 'Spring sale')).toHaveLength(5);
  });

  it('says when there is no next page and returns an empty history', async () => {
    const bob = await insertPerson(t.app, admin.clientId, { email: 'bob@example.com' });
    expect(await page(bob.passportId)).toEqual({ items: [], nextCursor: null });
    await insertEvents(t.app, admin.clientId, bob.passportId, [
      { type: 'lead', occurredAt: '2026-10-01T00:00:00Z', leadSource: 'Webinar' },
    ]);
    const { items, nextCursor } = await page(bob.passportId, { pageSize: 1 });
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        eventId: expect.any(Number),
        type: 'lead',
        channelId: null,
        communicationId: null,
        communicationName: null,
        occurredAt: '2026-10-01T00:00:00.000Z',
        revenue: null,
        leadSource: 'Webinar',
        properties: null,
      },
    ]);
  });

  it('refuses a tampered cursor with 400', async () => {
    const ada = await insertPerson(t.app, admin.clientId, { email: 'ada@example.com' });
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'garbage!',
      encode('2026-02-30T00:00:00.000000Z~5'),
      encode('2026-10-01T00:00:00.000000Z~0'),
      encode('2026-10-01T00:00:00Z~5'),
      encode("2026-10-01T00:00:00.000000Z~5' or 1=1"),
      `${encode('2026-10-01T00:00:00.000000Z~5')}==`,
    ]) {
      const response = await a360(t.app, admin, 'TimeLine', { passportId: ada.passportId, cursor });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe(A360_MSG.badCursor);
    }
  });

  it("answers 404 for another client's person", async () => {
    const other = await insertPerson(t.app, brand.clientId, { email: 'bob@example.com' });
    await insertEvents(t.app, brand.clientId, other.passportId, [
      { type: 'opened', occurredAt: '2026-10-01T00:00:00Z' },
    ]);
    const response = await a360(t.app, admin, 'TimeLine', { passportId: other.passportId });
    expect(response.statusCode).toBe(404);
    const tooBig = await a360(t.app, admin, 'TimeLine', {
      passportId: other.passportId,
      pageSize: 101,
    });
    expect(tooBig.statusCode).toBe(400);
  });
});
