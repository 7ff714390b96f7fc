import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import { SEGMENT_LIMITS, SEGMENT_MSG } from '@resonate/contracts/events/segment';
import type { DB } from '#/db/schema.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { createContact, createKey, createTenant } from '../events.test-helpers.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let a: { clientId: number };
let b: { clientId: number };
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  a = await createTenant(owner, 'Segment A');
  b = await createTenant(owner, 'Segment B');
  keyA = (await createKey(owner, a.clientId)).key;
  keyB = (await createKey(owner, b.clientId)).key;
});
afterAll(() => t.close());

/** Segment's libraries: the write key as the Basic user name, the password empty. */
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** `authorization` null sends none. */
function call(path: string, payload: unknown, authorization: string | null = basic(keyA)) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });
}

type TStored = {
  type: string;
  passport_id: string;
  revenue: string | null;
  properties: Record<string, unknown> | null;
};

/** The stored native event of a Segment messageId in client `clientId`. */
async function stored(messageId: string, clientId = a.clientId): Promise<TStored[]> {
  const { rows } = await sql<TStored>`
    select type, passport_id::text, revenue::text, properties from contact_events
    where client_id = ${clientId} and event_key = ${`segment:${messageId}`}`.execute(owner);
  return rows;
}

const at = () => new Date(Date.now() - 60_000).toISOString();

describe('Segment-compatible ingestion', () => {
  it('stores track, page and identify calls as the native path does', async () => {
    const ann = await createContact(owner, a.clientId, 'ann@example.test');
    const page = await call('page', {
      messageId: 'p-1',
      anonymousId: 'browser-1',
      name: 'Pricing',
      properties: { url: 'https://shop.test/pricing' },
      timestamp: at(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ success: true, accepted: 1, duplicates: 0, rejected: [] });
    const [view] = await stored('p-1');
    expect(view).toMatchObject({
      type: 'page_view',
      properties: { name: 'Pricing', url: 'https://shop.test/pricing' },
    });
    expect(view!.passport_id).not.toBe(ann);

    const order = await call('track', {
      messageId: 't-1',
      userId: 'u-42',
      event: 'Order Completed',
      properties: { revenue: 42.5, orderId: 'o-9' },
      context: { traits: { email: 'Ann@Example.test' } },
      timestamp: at(),
    });
    expect(order.json()).toMatchObject({ success: true, accepted: 1 });
    expect(await stored('t-1')).toEqual([
      { type: 'converted', passport_id: ann, revenue: '42.50', properties: expect.anything() },
    ]);

    await call('track', { messageId: 't-2', anonymousId: 'browser-1', event: 'Video Played' });
    expect((await stored('t-2'))[0]).toMatchObject({
      type: 'page_view',
      properties: { event: 'Video Played' },
    });

    // identify ties the browser to Ann: its earlier page view moves onto her.
    const identify = await call('identify', {
      messageId: 'i-1',
      anonymousId: 'browser-1',
      userId: 'u-42',
      traits: { email: 'ann@example.test', name: 'Ann' },
    });
    expect(identify.json()).toEqual({ success: true, accepted: 1, duplicates: 0, rejected: [] });
    expect((await stored('p-1'))[0]!.passport_id).toBe(ann);
    expect((await stored('t-2'))[0]!.passport_id).toBe(ann);
  });

  it('takes a batch of mixed calls and counts the same messageId once', async () => {
    const batch = {
      batch: [
        { type: 'page', messageId: 'b-1', anonymousId: 'browser-2', properties: { path: '/' } },
        { type: 'track', messageId: 'b-2', anonymousId: 'browser-2', event: 'Signed Up' },
        {
          type: 'identify',
          messageId: 'b-3',
          anonymousId: 'browser-2',
          traits: { email: 'bo@example.test' },
        },
        {
          type: 'track',
          messageId: 'b-4',
          userId: 7,
          event: 'Order Completed',
          properties: { total: 10 },
        },
      ],
    };
    const first = await call('batch', batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, accepted: 4, duplicates: 0, rejected: [] });
    const [lead] = await stored('b-2');
    expect(lead!.type).toBe('lead');
    expect((await stored('b-1'))[0]!.passport_id).toBe(lead!.passport_id);
    expect((await stored('b-4'))[0]).toMatchObject({ type: 'converted', revenue: '10.00' });

    const again = await call('batch', batch);
    expect(again.json()).toMatchObject({ success: true, duplicates: 3 });
    expect(await stored('b-2')).toHaveLength(1);
  });

  it('moves calls sent under a userId onto the person an identify names', async () => {
    const emailOf = async (email: string) => {
      const { rows } = await sql<{ passport_id: string }>`select passport_id::text from contacts
        where client_id = ${a.clientId} and email = ${email}`.execute(owner);
      return rows[0]?.passport_id;
    };
    const res = await call('batch', {
      batch: [
        { type: 'track', messageId: 'u-1', userId: 'user-9', event: 'Plan Viewed' },
        {
          type: 'identify',
          messageId: 'u-2',
          userId: 'user-9',
          traits: { email: 'dee@example.test' },
        },
      ],
    });
    expect(res.json()).toEqual({ success: true, accepted: 2, duplicates: 0, rejected: [] });
    expect((await stored('u-1'))[0]!.passport_id).toBe(await emailOf('dee@example.test'));

    // A batch's own context.traits name the person of each of its calls.
    await call('batch', {
      batch: [{ type: 'page', messageId: 'u-3', anonymousId: 'browser-3' }],
      context: { traits: { email: 'eve@example.test' } },
    });
    expect((await stored('u-3'))[0]!.passport_id).toBe(await emailOf('eve@example.test'));
  });

  it('answers 400 naming the field for wrong types and stores nothing of the body', async () => {
    const track = await call('track', { messageId: 'w-1', anonymousId: 'x', event: 42 });
    expect(track.statusCode).toBe(400);
    expect(Object.keys(track.json().errors)).toEqual(['event']);

    const batch = await call('batch', {
      batch: [
        { type: 'page', messageId: 'w-2', anonymousId: 'x' },
        { type: 'track', messageId: 'w-3', anonymousId: 'x', event: 'E', properties: 'no' },
      ],
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().errors).toHaveProperty(['batch.1.properties']);

    const unknownType = await call('batch', { batch: [{ type: 'screen', anonymousId: 'x' }] });
    expect(unknownType.statusCode).toBe(400);

    const nobody = await call('batch', {
      batch: [
        { type: 'page', messageId: 'w-4', anonymousId: 'x' },
        { type: 'page', messageId: 'w-5' },
      ],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ 'batch.1.userId': SEGMENT_MSG.noIdentity });
    for (const id of ['w-1', 'w-2', 'w-3', 'w-4', 'w-5']) expect(await stored(id)).toEqual([]);
  });

  it('answers 413 over Segment’s size limits and stores nothing of the body', async () => {
    const big = 'x'.repeat(SEGMENT_LIMITS.callBytesMax);
    const track = await call('track', {
      messageId: 's-1',
      anonymousId: 'x',
      event: 'E',
      properties: { big },
    });
    expect(track.statusCode).toBe(413);
    expect(track.json().message).toBe(SEGMENT_MSG.callTooLarge);

    const oneBig = await call('batch', {
      batch: [
        { type: 'page', messageId: 's-2', anonymousId: 'x' },
        { type: 'page', messageId: 's-3', anonymousId: 'x', properties: { big } },
      ],
    });
    expect(oneBig.statusCode).toBe(413);

    const chunk = 'y'.repeat(20 * 1024);
    const many = Array.from({ length: 30 }, (_, i) => ({
      type: 'page',
      messageId: `s-many-${i}`,
      anonymousId: 'x',
      properties: { chunk },
    }));
    const total = await call('batch', { batch: many });
    expect(total.statusCode).toBe(413);
    expect(total.json().message).toBe(SEGMENT_MSG.batchTooLarge);
    for (const id of ['s-1', 's-2', 's-3', 's-many-0']) expect(await stored(id)).toEqual([]);
  });

  it('answers 401 without a live write key and 403 for a key without events:write', async () => {
    const body = { messageId: 'k-1', anonymousId: 'x', event: 'E' };
    for (const authorization of [
      null,
      basic('rsk_live_000000000000_wrong'),
      `Basic ${Buffer.from(':').toString('base64')}`,
      'Basic not-base64-at-all!',
    ]) {
      const res = await call('track', body, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(DX_MSG.invalidApiKey);
      expect(res.headers['www-authenticate']).toBe('Basic realm="resonate"');
    }
    const readOnly = await createKey(owner, a.clientId, ['contacts:read']);
    expect((await call('track', body, basic(readOnly.key))).statusCode).toBe(403);
    // The key as Bearer works too, as on /api/events; Basic stays refused on /api/events.
    expect((await call('track', body, `Bearer ${keyA}`)).statusCode).toBe(200);
    const native = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { authorization: basic(keyA) },
      payload: { events: [] },
    });
    expect(native.statusCode).toBe(401);
  });

  it('keeps another tenant’s people and events untouched', async () => {
    const carl = await createContact(owner, a.clientId, 'carl@example.test');
    await call('track', { messageId: 'm-1', userId: 'carl@example.test', event: 'Signed Up' });
    const res = await call(
      'track',
      { messageId: 'm-1', userId: 'carl@example.test', event: 'Order Completed' },
      basic(keyB),
    );
    expect(res.json()).toMatchObject({ success: true, accepted: 1, duplicates: 0 });
    const [inA] = await stored('m-1', a.clientId);
    const [inB] = await stored('m-1', b.clientId);
    expect(inA).toMatchObject({ type: 'lead', passport_id: carl });
    expect(inB!.type).toBe('converted');
    expect(inB!.passport_id).not.toBe(carl);
  });
});
