import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DX_MSG } from '@resonate/contracts/data-exchange';
import { EVENTS_LIMITS, EVENTS_MSG } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import {
  createCommunication,
  createContact,
  createKey,
  createTenant,
  postEvents,
} from '../events.test-helpers.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let a: { clientId: number; departmentId: number };
let b: { clientId: number; departmentId: number };
let keyA: string;
let keyB: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  a = await createTenant(owner, 'Client A');
  b = await createTenant(owner, 'Client B');
  keyA = (await createKey(owner, a.clientId)).key;
  keyB = (await createKey(owner, b.clientId)).key;
});
afterAll(() => t.close());

const recent = () => new Date(Date.now() - 60_000).toISOString();
const opened = (eventId: string, person: object, extra: object = {}) => ({
  eventId,
  type: 'opened',
  occurredAt: recent(),
  person,
  ...extra,
});

describe('POST /api/events', () => {
  it('accepts a batch, counts a retry as duplicates and reports bad events by index', async () => {
    const batch = {
      events: [
        opened('r1', { email: 'ann@example.test' }),
        opened('r2', { email: 'ann@example.test' }, { channelId: 12345 }),
        opened('r3', { mobile: '+44 7700 900123' }),
      ],
    };
    const first = await postEvents(t.app, keyA, batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      data: {
        accepted: 2,
        duplicates: 0,
        rejected: [{ index: 1, eventId: 'r2', reason: EVENTS_MSG.unknownChannel }],
      },
    });
    const again = await postEvents(t.app, keyA, batch);
    expect(again.json().data).toMatchObject({ accepted: 0, duplicates: 2 });
  });

  it('answers 401 without a key, with a wrong key and with a revoked key', async () => {
    const body = { events: [opened('k1', { email: 'x@example.test' })] };
    for (const key of [undefined, 'rsk_live_000000000000_wrong', `${keyA.slice(0, -3)}abc`]) {
      const res = await postEvents(t.app, key, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(DX_MSG.invalidApiKey);
    }
    const revoked = await createKey(owner, a.clientId);
    expect((await postEvents(t.app, revoked.key, body)).statusCode).toBe(200);
    await sql`update api_keys set revoked_at = now() where id = ${revoked.id}`.execute(owner);
    expect((await postEvents(t.app, revoked.key, body)).statusCode).toBe(401);
  });

  it('answers 403 for a key without events:write', async () => {
    const readOnly = await createKey(owner, a.clientId, ['contacts:read']);
    const res = await postEvents(t.app, readOnly.key, { events: [opened('s1', {})] });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for a malformed body and 413 for an oversized batch', async () => {
    for (const payload of [{}, { events: 'x' }, { events: [] }, [1, 2]]) {
      const res = await postEvents(t.app, keyA, payload);
      expect(res.statusCode).toBe(400);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { authorization: `Bearer ${keyA}`, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    expect(malformed.statusCode).toBe(400);

    const tooMany = Array.from({ length: EVENTS_LIMITS.batchMax + 1 }, (_, i) =>
      opened(`big-${i}`, { email: 'x@example.test' }),
    );
    const res = await postEvents(t.app, keyA, { events: tooMany });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(EVENTS_MSG.batchTooLarge);

    const padding = 'x'.repeat(EVENTS_LIMITS.bodyBytesMax);
    const huge = await postEvents(t.app, keyA, { events: [opened('huge', {}, { padding })] });
    expect(huge.statusCode).toBe(413);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from contact_events
      where event_key like 'big-%' or event_key = 'huge'`.execute(owner);
    expect(rows[0]!.n).toBe(0);
  });

  it('never lets client B touch A’s communications or people', async () => {
    const commA = await createCommunication(owner, a.clientId, { channelId: 1 });
    const annA = await createContact(owner, a.clientId, 'shared@example.test');
    const res = await postEvents(t.app, keyB, {
      events: [
        opened('x1', { passportId: annA }),
        opened('x2', { email: 'other@example.test' }, { communicationId: commA }),
        opened('x3', { email: 'shared@example.test' }),
      ],
    });
    expect(res.json().data).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [
        { index: 0, eventId: 'x1', reason: EVENTS_MSG.unknownPerson },
        { index: 1, eventId: 'x2', reason: EVENTS_MSG.unknownCommunication },
      ],
    });
    // B's event about the same email is B's own contact, not A's person.
    const { rows } = await sql<{ client_id: string; passport_id: string }>`
      select e.client_id, e.passport_id from contact_events e where e.event_key = 'x3'`.execute(
      owner,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.client_id)).toBe(b.clientId);
    expect(rows[0]!.passport_id).not.toBe(annA);
    // The same eventId in A and B are two events: keys are per client.
    const inA = await postEvents(t.app, keyA, {
      events: [opened('x3', { email: 'a@example.test' })],
    });
    expect(inA.json().data.accepted).toBe(1);
    const aRollups = await sql<{ n: number }>`select count(*)::int as n from event_rollups
      where client_id = ${a.clientId} and communication_id = ${commA}`.execute(owner);
    expect(aRollups.rows[0]!.n).toBe(0);
  });
});
