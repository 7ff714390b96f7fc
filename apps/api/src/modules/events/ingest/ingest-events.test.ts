import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_MSG } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import {
  bandsFromScratch,
  createCommunication,
  createContact,
  createTenant,
  rollupsOf,
} from '../events.test-helpers.ts';
import { deleteContacts } from '#/modules/audience/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ingestEvents } from './ingest-events.ts';

let t: TTestApp;
let owner: Kysely<DB>;
const NOW = new Date('2026-11-20T12:00:00Z');
const ingest = (clientId: number, events: unknown[]) =>
  ingestEvents(t.app.db, clientId, events, { now: NOW });

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
});
afterAll(() => t.close());

const at = (iso: string) => `2026-11-${iso}Z`;

describe('ingestEvents rollups', () => {
  it('counts a known batch exactly, and a retried batch once', async () => {
    const { clientId, departmentId } = await createTenant(owner, 'Rollups');
    const email = await createCommunication(owner, clientId, { channelId: 1, departmentId });
    const sms = await createCommunication(owner, clientId, { channelId: 2 });
    const ann = await createContact(owner, clientId, 'ann@example.test');
    const bob = await createContact(owner, clientId, 'bob@example.test');
    const batch = [
      {
        eventId: 'e1',
        type: 'sent',
        occurredAt: at('18T09:00:00'),
        person: { passportId: ann },
        communicationId: email,
        cost: 0.25,
      },
      {
        eventId: 'e2',
        type: 'sent',
        occurredAt: at('18T09:00:00'),
        person: { email: 'BOB@example.test' },
        communicationId: email,
        cost: 0.25,
      },
      {
        eventId: 'e3',
        type: 'delivered',
        occurredAt: at('18T09:01:00'),
        person: { passportId: ann },
        communicationId: email,
      },
      {
        eventId: 'e4',
        type: 'opened',
        occurredAt: at('18T10:00:00'),
        person: { passportId: ann },
        communicationId: email,
      },
      {
        eventId: 'e5',
        type: 'clicked',
        occurredAt: at('18T10:01:00'),
        person: { passportId: ann },
        communicationId: email,
      },
      {
        eventId: 'e6',
        type: 'converted',
        occurredAt: at('18T11:00:00'),
        person: { passportId: ann },
        communicationId: email,
        revenue: 120.5,
      },
      {
        eventId: 'e7',
        type: 'converted',
        occurredAt: at('19T09:00:00'),
        person: { passportId: bob },
        communicationId: email,
        revenue: 80,
      },
      {
        eventId: 'e8',
        type: 'sent',
        occurredAt: at('19T08:00:00'),
        person: { passportId: bob },
        communicationId: sms,
        cost: 0.05,
      },
      {
        eventId: 'e9',
        type: 'lead',
        occurredAt: at('19T12:00:00'),
        person: { email: 'new@example.test' },
        leadSource: 'Webinar',
      },
      { eventId: 'e10', type: 'lead', occurredAt: at('19T12:30:00'), person: { passportId: bob } },
      {
        eventId: 'e11',
        type: 'page_view',
        occurredAt: at('19T13:00:00'),
        person: { anonymousId: 'anon-1' },
        channelId: 6,
      },
    ];
    const first = await ingest(clientId, batch);
    expect(first).toEqual({ accepted: 11, duplicates: 0, rejected: [] });
    const afterFirst = await rollupsOf(owner, clientId);

    const retry = await ingest(clientId, batch);
    expect(retry).toEqual({ accepted: 0, duplicates: 11, rejected: [] });
    expect(await rollupsOf(owner, clientId)).toEqual(afterFirst);

    const zero = {
      sent: 0,
      delivered: 0,
      opened: 0,
      clicked: 0,
      bounced: 0,
      unsubscribed: 0,
      converted: 0,
      leads: 0,
      page_views: 0,
      revenue: 0,
      cost: 0,
      conversion_seconds: 0,
      timed_conversions: 0,
    };
    expect(afterFirst.events).toEqual([
      {
        ...zero,
        day: '2026-11-18',
        department_id: departmentId,
        communication_id: email,
        channel_id: 1,
        sent: 2,
        delivered: 1,
        opened: 1,
        clicked: 1,
        converted: 1,
        revenue: 120.5,
        cost: 0.5,
        conversion_seconds: 7200,
        timed_conversions: 1,
      },
      {
        ...zero,
        day: '2026-11-19',
        department_id: 0,
        communication_id: 0,
        channel_id: 0,
        leads: 2,
      },
      {
        ...zero,
        day: '2026-11-19',
        department_id: 0,
        communication_id: 0,
        channel_id: 6,
        page_views: 1,
      },
      {
        ...zero,
        day: '2026-11-19',
        department_id: 0,
        communication_id: sms,
        channel_id: 2,
        sent: 1,
        cost: 0.05,
      },
      {
        ...zero,
        day: '2026-11-19',
        department_id: departmentId,
        communication_id: email,
        channel_id: 1,
        converted: 1,
        revenue: 80,
        conversion_seconds: 86400,
        timed_conversions: 1,
      },
    ]);
    expect(afterFirst.leads).toEqual([
      { day: '2026-11-19', department_id: 0, lead_source: 'Unknown', leads: 1 },
      { day: '2026-11-19', department_id: 0, lead_source: 'Webinar', leads: 1 },
    ]);
    // ann: opened, clicked, converted; bob: converted, lead; the new lead; the visitor.
    const byPassport = new Map(afterFirst.engagement.map((row) => [row.passport_id, row]));
    expect(byPassport.get(ann)).toMatchObject({ engagements: 3, conversions: 1, revenue: 120.5 });
    expect(byPassport.get(bob)).toMatchObject({ engagements: 2, conversions: 1, revenue: 80 });
    expect(afterFirst.engagement).toHaveLength(4);
    expect(afterFirst.bands).toEqual([
      { last_day: '2026-11-18', frequency_band: 'few', contacts: 1 },
      { last_day: '2026-11-19', frequency_band: 'few', contacts: 1 },
      { last_day: '2026-11-19', frequency_band: 'once', contacts: 2 },
    ]);
    expect(afterFirst.bands).toEqual(await bandsFromScratch(owner, clientId));

    // The unknown email became a contact.
    const created = await owner
      .selectFrom('contacts')
      .select('email')
      .where('client_id', '=', clientId)
      .where('email', '=', 'new@example.test')
      .execute();
    expect(created).toHaveLength(1);
  });
});

describe('ingestEvents conversion time', () => {
  it('times a conversion from the first send stored by an earlier batch', async () => {
    const { clientId } = await createTenant(owner, 'Timing');
    const comm = await createCommunication(owner, clientId, { channelId: 2 });
    const ann = await createContact(owner, clientId, 'ann@example.test');
    const sent = (eventId: string, when: string) => ({
      eventId,
      type: 'sent',
      occurredAt: at(when),
      person: { passportId: ann },
      communicationId: comm,
    });
    await ingest(clientId, [sent('s1', '17T08:00:00'), sent('s2', '17T09:00:00')]);
    await ingest(clientId, [
      // Converted 30 minutes after the first send, and a send after it that does not count.
      {
        eventId: 'c1',
        type: 'converted',
        occurredAt: at('17T08:30:00'),
        person: { passportId: ann },
        communicationId: comm,
        revenue: 5,
      },
      // Another campaign's send is never used.
      {
        eventId: 'c2',
        type: 'converted',
        occurredAt: at('17T10:00:00'),
        person: { passportId: ann },
        revenue: 1,
      },
    ]);
    const rows = (await rollupsOf(owner, clientId)).events;
    expect(
      rows.map((row) => [
        row.communication_id,
        row.converted,
        row.conversion_seconds,
        row.timed_conversions,
      ]),
    ).toEqual([
      [0, 1, 0, 0],
      [comm, 1, 1800, 1],
    ]);
  });

  it('stays linear for a large batch (demo history)', async () => {
    const { clientId } = await createTenant(owner, 'Large');
    const comm = await createCommunication(owner, clientId, { channelId: 1 });
    const events = Array.from({ length: 3000 }, (_, i) => ({
      eventId: `l${i}`,
      type: i % 2 ? 'converted' : 'sent',
      occurredAt: at(`${i % 2 ? '19' : '18'}T10:00:00`),
      person: { email: `p${Math.floor(i / 2)}@example.test` },
      communicationId: comm,
    }));
    const started = performance.now();
    expect(await ingest(clientId, events)).toEqual({ accepted: 3000, duplicates: 0, rejected: [] });
    expect(performance.now() - started).toBeLessThan(30_000);
    const rows = (await rollupsOf(owner, clientId)).events;
    expect(
      rows.map((row) => [
        row.day,
        row.sent,
        row.converted,
        row.timed_conversions,
        row.conversion_seconds,
      ]),
    ).toEqual([
      ['2026-11-18', 1500, 0, 0, 0],
      ['2026-11-19', 0, 1500, 1500, 1500 * 86400],
    ]);
  });
});

describe('ingestEvents bad input', () => {
  it('refuses bad events with a reason each and keeps the good ones', async () => {
    const { clientId } = await createTenant(owner, 'Bad input');
    const other = await createTenant(owner, 'Someone else');
    const theirs = await createCommunication(owner, other.clientId, { channelId: 1 });
    const theirPerson = await createContact(owner, other.clientId, 'them@example.test');
    const mine = await createCommunication(owner, clientId, { channelId: 1 });
    const good = {
      type: 'opened',
      occurredAt: at('19T10:00:00'),
      person: { email: 'x@example.test' },
    };
    const result = await ingest(clientId, [
      { ...good, eventId: 'ok-1' },
      'not an event',
      { ...good, eventId: 'bad-type', type: 'purchased' },
      { ...good, eventId: 'future', occurredAt: '2026-11-20T12:06:00Z' },
      { ...good, eventId: 'old', occurredAt: '2025-01-01T00:00:00Z' },
      { ...good, eventId: 'channel', channelId: 9 },
      { ...good, eventId: 'revenue', revenue: 5 },
      { ...good, eventId: 'source', leadSource: 'Ads' },
      { ...good, eventId: 'nobody', person: {} },
      { ...good, eventId: 'their-comm', communicationId: theirs },
      { ...good, eventId: 'their-person', person: { passportId: theirPerson } },
      { ...good, eventId: 'mismatch', communicationId: mine, channelId: 2 },
      { ...good, eventId: 'ok-1' },
      { ...good, eventId: 'email', person: { email: 'not-an-email' } },
      { ...good, eventId: 'nul', properties: { note: 'a\u0000b' } },
      { ...good, eventId: 'device', person: { deviceToken: 'unknown-token' } },
      { ...good, eventId: 'identify', type: 'identify', person: { anonymousId: 'a' } },
      { ...good, eventId: 'ok-2', communicationId: mine },
    ]);
    expect(result.accepted).toBe(2);
    expect(result.duplicates).toBe(0);
    expect(result.rejected.map((r) => [r.index, r.eventId, r.reason])).toEqual([
      [1, null, expect.stringContaining('expected object')],
      [2, 'bad-type', 'Unknown event type'],
      [3, 'future', EVENTS_MSG.inTheFuture],
      [4, 'old', EVENTS_MSG.tooOld],
      [5, 'channel', EVENTS_MSG.unknownChannel],
      [6, 'revenue', EVENTS_MSG.revenueOnlyOnConversion],
      [7, 'source', EVENTS_MSG.leadSourceOnlyOnLead],
      [8, 'nobody', EVENTS_MSG.noPerson],
      [9, 'their-comm', EVENTS_MSG.unknownCommunication],
      [10, 'their-person', EVENTS_MSG.unknownPerson],
      [11, 'mismatch', EVENTS_MSG.channelMismatch],
      [12, 'ok-1', EVENTS_MSG.duplicateInBatch],
      [13, 'email', EVENTS_MSG.invalidEmail],
      [14, 'nul', EVENTS_MSG.badCharacters],
      [15, 'device', EVENTS_MSG.unknownDevice],
      [16, 'identify', EVENTS_MSG.identifyNeedsBoth],
    ]);
    // Nothing reached the other client.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contact_events
      where client_id = ${other.clientId}`.execute(owner);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('ingestEvents identify', () => {
  it('moves a visitor’s history onto the person and keeps the bands exact', async () => {
    const { clientId } = await createTenant(owner, 'Identify');
    const ann = await createContact(owner, clientId, 'ann@example.test');
    await ingest(clientId, [
      { eventId: 'a1', type: 'opened', occurredAt: at('10T10:00:00'), person: { passportId: ann } },
      {
        eventId: 'v1',
        type: 'page_view',
        occurredAt: at('18T10:00:00'),
        person: { anonymousId: 'browser-1' },
      },
      {
        eventId: 'v2',
        type: 'page_view',
        occurredAt: at('19T10:00:00'),
        person: { anonymousId: 'browser-1' },
      },
    ]);
    const visitor = await owner
      .selectFrom('anonymous_visitors')
      .select('passport_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect((await rollupsOf(owner, clientId)).bands).toEqual([
      { last_day: '2026-11-10', frequency_band: 'once', contacts: 1 },
      { last_day: '2026-11-19', frequency_band: 'few', contacts: 1 },
    ]);

    const result = await ingest(clientId, [
      {
        eventId: 'id1',
        type: 'identify',
        occurredAt: at('19T10:05:00'),
        person: { anonymousId: 'browser-1', email: 'Ann@example.test' },
      },
      {
        eventId: 'v3',
        type: 'converted',
        occurredAt: at('19T10:06:00'),
        person: { anonymousId: 'browser-1' },
        revenue: 10,
      },
    ]);
    expect(result).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const { rows } = await sql<{ passport_id: string; n: number }>`
      select passport_id, count(*)::int as n from contact_events where client_id = ${clientId}
      group by 1`.execute(owner);
    expect(rows).toEqual([{ passport_id: ann, n: 4 }]);
    const after = await rollupsOf(owner, clientId);
    expect(after.engagement).toEqual([
      expect.objectContaining({ passport_id: ann, engagements: 4, conversions: 1, revenue: 10 }),
    ]);
    expect(after.bands).toEqual([{ last_day: '2026-11-19', frequency_band: 'few', contacts: 1 }]);
    expect(after.bands).toEqual(await bandsFromScratch(owner, clientId));
    expect(visitor.passport_id).not.toBe(ann);
    // Later events of the browser go straight to the person.
    await ingest(clientId, [
      {
        eventId: 'v4',
        type: 'page_view',
        occurredAt: at('20T10:00:00'),
        person: { anonymousId: 'browser-1' },
      },
    ]);
    const latest = await rollupsOf(owner, clientId);
    expect(latest.bands).toEqual([
      { last_day: '2026-11-20', frequency_band: 'often', contacts: 1 },
    ]);
  });
});

describe('ingestEvents concurrency', () => {
  it('keeps exact totals when batches for the same people and days race', async () => {
    const { clientId } = await createTenant(owner, 'Concurrent');
    const comm = await createCommunication(owner, clientId, { channelId: 1 });
    const people = Array.from({ length: 20 }, (_, i) => `p${i}@example.test`);
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 100 }, (_, i) => ({
        eventId: `b${b}-${i}`,
        type: i % 2 ? 'opened' : 'clicked',
        occurredAt: at(`${String(15 + (i % 4)).padStart(2, '0')}T10:00:00`),
        person: { email: people[(i * 7 + b) % people.length] },
        communicationId: comm,
      })),
    );
    const results = await Promise.all(batches.map((batch) => ingest(clientId, batch)));
    expect(results.every((r) => r.accepted === 100 && r.rejected.length === 0)).toBe(true);
    const after = await rollupsOf(owner, clientId);
    const total = (key: string) => after.events.reduce((sum, row) => sum + Number(row[key]), 0);
    expect(total('opened')).toBe(400);
    expect(total('clicked')).toBe(400);
    const engagements = after.engagement.reduce((sum, row) => sum + Number(row.engagements), 0);
    expect(engagements).toBe(800);
    expect(after.engagement).toHaveLength(20);
    expect(after.bands).toEqual(await bandsFromScratch(owner, clientId));
  });
});

describe('ingestEvents concurrent identifies', () => {
  it('merges browsers onto one person from racing batches without losing counts', async () => {
    const { clientId } = await createTenant(owner, 'Racing identifies');
    const ann = await createContact(owner, clientId, 'ann@example.test');
    const batches = Array.from({ length: 4 }, (_, b) => [
      ...Array.from({ length: 30 }, (_, i) => ({
        eventId: `rv${b}-${i}`,
        type: 'page_view',
        occurredAt: at(`1${i % 9}T10:00:00`),
        person: { anonymousId: `browser-${b}-${i % 3}` },
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        eventId: `ri${b}-${i}`,
        type: 'identify',
        occurredAt: at('19T11:00:00'),
        person: { anonymousId: `browser-${b}-${i}`, passportId: ann },
      })),
      {
        eventId: `ro${b}`,
        type: 'opened',
        occurredAt: at('19T12:00:00'),
        person: { passportId: ann },
      },
    ]);
    const results = await Promise.all(batches.map((batch) => ingest(clientId, batch)));
    expect(results.every((r) => r.accepted === 34 && r.rejected.length === 0)).toBe(true);
    const after = await rollupsOf(owner, clientId);
    expect(after.engagement).toEqual([
      expect.objectContaining({ passport_id: ann, engagements: 124, conversions: 0 }),
    ]);
    expect(after.bands).toEqual([{ last_day: '2026-11-19', frequency_band: 'often', contacts: 1 }]);
    expect(after.bands).toEqual(await bandsFromScratch(owner, clientId));
  });
});

describe('data-subject deletion', () => {
  it('forgets the people’s engagement and keeps the bands exact', async () => {
    const { clientId } = await createTenant(owner, 'Forget');
    const ann = await createContact(owner, clientId, 'ann@example.test');
    await createContact(owner, clientId, 'bob@example.test');
    await ingest(clientId, [
      { eventId: 'f1', type: 'opened', occurredAt: at('18T10:00:00'), person: { passportId: ann } },
      {
        eventId: 'f2',
        type: 'clicked',
        occurredAt: at('18T11:00:00'),
        person: { passportId: ann },
      },
      {
        eventId: 'f3',
        type: 'opened',
        occurredAt: at('18T10:00:00'),
        person: { email: 'bob@example.test' },
      },
      {
        eventId: 'f4',
        type: 'page_view',
        occurredAt: at('18T09:00:00'),
        person: { anonymousId: 'ann-browser' },
      },
      {
        eventId: 'f5',
        type: 'identify',
        occurredAt: at('18T09:30:00'),
        person: { anonymousId: 'ann-browser', passportId: ann },
      },
    ]);
    const before = await rollupsOf(owner, clientId);
    expect(before.bands).toEqual([
      { last_day: '2026-11-18', frequency_band: 'few', contacts: 1 },
      { last_day: '2026-11-18', frequency_band: 'once', contacts: 1 },
    ]);
    const row = await owner
      .selectFrom('contacts')
      .select('id')
      .where('passport_id', '=', ann)
      .executeTakeFirstOrThrow();
    const auth = { clientId } as TAuthContext;
    expect(await deleteContacts({ db: t.app.db }, auth, { contactIds: [Number(row.id)] })).toBe(1);
    const after = await rollupsOf(owner, clientId);
    expect(after.bands).toEqual([{ last_day: '2026-11-18', frequency_band: 'once', contacts: 1 }]);
    expect(after.bands).toEqual(await bandsFromScratch(owner, clientId));
    expect(after.events).toEqual(before.events);
    const visitors = await owner
      .selectFrom('anonymous_visitors')
      .select('anonymous_id')
      .where('client_id', '=', clientId)
      .execute();
    expect(visitors).toEqual([]);
  });
});
