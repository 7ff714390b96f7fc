import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOW_DAYS } from '@resonate/contracts/campaigns/tracking';
import type { DB } from '#/db/schema.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { createCommunication, createContact, createTenant } from '../events.test-helpers.ts';
import { ingestEvents } from './ingest-events.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let departmentId: number;
const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const ingest = (events: unknown[]) => ingestEvents(t.app.db, clientId, events, { now: NOW });

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId, departmentId } = await createTenant(owner, 'Attribution'));
});
afterAll(() => t.close());

/** Where each conversion of a person landed: communication, channel, department. */
async function conversionsOf(passportId: string) {
  const rows = await owner
    .selectFrom('contact_events')
    .select(['event_key', 'communication_id', 'channel_id', 'department_id'])
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .where('type', '=', 'converted')
    .orderBy('event_key')
    .execute();
  return rows.map((row) => ({
    key: row.event_key,
    communicationId: row.communication_id === null ? null : Number(row.communication_id),
    channelId: row.channel_id,
    departmentId: row.department_id === null ? null : Number(row.department_id),
  }));
}

async function convertedOf(communicationId: number) {
  const rows = await owner
    .selectFrom('event_rollups')
    .select(['converted', 'revenue'])
    .where('client_id', '=', clientId)
    .where('communication_id', '=', communicationId)
    .execute();
  return {
    converted: rows.reduce((sum, row) => sum + Number(row.converted), 0),
    revenue: rows.reduce((sum, row) => sum + Number(row.revenue), 0),
  };
}

const click = (id: string, passportId: string, communicationId: number, at: string) => ({
  eventId: id,
  type: 'clicked',
  occurredAt: at,
  person: { passportId },
  communicationId,
});
const conversion = (id: string, passportId: string, at: string, extra: object = {}) => ({
  eventId: id,
  type: 'converted',
  occurredAt: at,
  person: { passportId },
  revenue: 40,
  ...extra,
});

describe('last-click attribution of conversions', () => {
  it('credits the communication last clicked within the window, with its revenue', async () => {
    const older = await createCommunication(owner, clientId, { channelId: 1, departmentId });
    const newer = await createCommunication(owner, clientId, { channelId: 2 });
    const ann = await createContact(owner, clientId, 'ann@attr.test');
    await ingest([click('c1', ann, older, ago(3)), click('c2', ann, newer, ago(2))]);
    await ingest([conversion('v1', ann, ago(1))]);
    expect(await conversionsOf(ann)).toEqual([
      { key: 'v1', communicationId: newer, channelId: 2, departmentId: null },
    ]);
    expect(await convertedOf(newer)).toEqual({ converted: 1, revenue: 40 });
    expect(await convertedOf(older)).toEqual({ converted: 0, revenue: 0 });
  });

  it('leaves a conversion without a prior click, or outside the window, unattributed', async () => {
    const email = await createCommunication(owner, clientId, { channelId: 1, departmentId });
    const bob = await createContact(owner, clientId, 'bob@attr.test');
    const cat = await createContact(owner, clientId, 'cat@attr.test');
    await ingest([click('c3', cat, email, ago(ATTRIBUTION_WINDOW_DAYS + 1.5))]);
    await ingest([conversion('v2', bob, ago(1)), conversion('v3', cat, ago(1))]);
    // A click after the conversion does not count either.
    await ingest([click('c4', bob, email, ago(0.5))]);
    expect(await conversionsOf(bob)).toEqual([
      { key: 'v2', communicationId: null, channelId: null, departmentId: null },
    ]);
    expect((await conversionsOf(cat))[0]!.communicationId).toBeNull();
    expect(await convertedOf(email)).toEqual({ converted: 0, revenue: 0 });
  });

  it('uses a click of the same batch, and respects a channel the conversion names', async () => {
    const email = await createCommunication(owner, clientId, { channelId: 1, departmentId });
    const sms = await createCommunication(owner, clientId, { channelId: 2 });
    const dan = await createContact(owner, clientId, 'dan@attr.test');
    await ingest([
      click('c5', dan, email, ago(2)),
      click('c6', dan, sms, ago(1.5)),
      conversion('v4', dan, ago(1)),
      conversion('v5', dan, ago(1), { channelId: 1 }),
      conversion('v6', dan, ago(1), { communicationId: email }),
    ]);
    expect(await conversionsOf(dan)).toEqual([
      { key: 'v4', communicationId: sms, channelId: 2, departmentId: null },
      { key: 'v5', communicationId: email, channelId: 1, departmentId },
      { key: 'v6', communicationId: email, channelId: 1, departmentId },
    ]);
    expect(await convertedOf(email)).toEqual({ converted: 2, revenue: 80 });
    expect(await convertedOf(sms)).toEqual({ converted: 1, revenue: 40 });
  });
});
