import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJourneyNode } from '@resonate/contracts/campaigns/journeys';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import type { DB } from '#/db/schema.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { localParts, timeZoneName } from '../engine/client-clock.ts';
import { CLAIM_REFUSALS } from '../engine/claim-messages.ts';
import { nextWindowOpening } from '../engine/send-window.ts';
import { insertEmailCommunication } from '../engine/test/engine-fixture.ts';
import { cs } from '#/modules/communication-settings/testing.ts';
import { tickJourneys } from './runtime/tick.ts';
import { createAndStart, edges, entryList, exit, sendEmail } from './test/journey-fixture.ts';

/**
 * Journeys use the campaign engine's rules (issue 22, item 7): a send step with a window, a
 * throttle and a frequency cap sends only inside the window, at most its throttle a minute,
 * skips the person over the cap and the one who unsubscribed while their message waited, and
 * counts each message's cost as a campaign does.
 */

let f: TCommunicationFixture;
let owner: Kysely<DB>;

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 6 });
  owner = ownerOf(f.app);
}, 60_000);
afterAll(() => f.close());

const MINUTE = 60_000;

describe('a journey send step', () => {
  it('honours its send window, throttle and frequency cap, re-checks consent at the claim and costs what a campaign costs', async () => {
    const client = await owner
      .selectFrom('clients')
      .select(['time_zone_id', 'licence_type_id'])
      .where('id', '=', f.clientId)
      .executeTakeFirstOrThrow();
    const timeZone = timeZoneName(client.time_zone_id);
    const t0 = new Date(Date.now() + MINUTE);
    // A window that opens an hour after t0's local hour and lasts an hour, every day.
    const from = (localParts(timeZone, t0).hour + 1) % 24;
    const pad = (n: number) => String(n).padStart(2, '0');
    const sendWindow = {
      from: `${pad(from)}:00`,
      to: `${pad(from + 1)}:00`,
      days: [0, 1, 2, 3, 4, 5, 6],
    };
    const mail = sendEmail('mail') as Extract<TJourneyNode, { type: 'send' }>;
    const step = {
      ...mail,
      config: {
        ...mail.config,
        sendWindow,
        throttlePerMinute: 2,
        frequencyCap: { max: 1, days: 7 },
      },
    };

    const [capped, , , , , unsubscriber] = f.contacts;
    // The capped person already had an email this week from another campaign.
    const other = await insertEmailCommunication(owner, f.clientId, []);
    await owner
      .insertInto('messages')
      .values({
        client_id: f.clientId,
        communication_id: other,
        passport_id: capped!.passportId,
        channel_id: 1,
        address: capped!.email,
        status: 'sent',
        sent_at: new Date(),
      })
      .execute();

    const sinkBefore = f.sink!.received.length;
    await createAndStart(f.app, f.admin, {
      nodes: [entryList(f.listId), step, exit('done')],
      edges: edges(['start', 'mail'], ['mail', 'done']),
    });
    await tickJourneys(f.app, t0);
    // Outside the window: recorded, nothing sent.
    expect(f.sink!.received.length).toBe(sinkBefore);

    const opening = nextWindowOpening(sendWindow, timeZone, t0);
    const perTick: number[] = [];
    let at = opening;
    for (let i = 0; i < 6; i += 1) {
      const before = f.sink!.received.length;
      await tickJourneys(f.app, at);
      perTick.push(f.sink!.received.length - before);
      if (i === 0) {
        // While the rest wait for the throttle, one of them unsubscribes.
        await sql`update contacts set consent = consent || '{"email":"unsubscribed"}'::jsonb
          where client_id = ${f.clientId} and passport_id = ${unsubscriber!.passportId}`.execute(
          owner,
        );
      }
      at = new Date(at.getTime() + MINUTE);
    }
    for (const sent of perTick) expect(sent).toBeLessThanOrEqual(2);
    const to = f.sink!.received.slice(sinkBefore).map((m) => m.to[0]);
    expect(to).toHaveLength(4);
    expect(to).not.toContain(capped!.email);
    expect(to).not.toContain(unsubscriber!.email);

    const rows = await sql<{ passport_id: string; status: string; error: string | null }>`
      select m.passport_id, m.status, m.error from messages m
      join journey_send_nodes n on n.client_id = m.client_id and n.communication_id = m.communication_id
      where m.client_id = ${f.clientId}`.execute(owner);
    const byPerson = new Map(rows.rows.map((r) => [r.passport_id, r]));
    expect(byPerson.get(capped!.passportId)).toMatchObject({
      status: 'suppressed',
      error: CLAIM_REFUSALS.frequencyCap,
    });
    expect(byPerson.get(unsubscriber!.passportId)).toMatchObject({
      status: 'suppressed',
      error: CLAIM_REFUSALS.unsubscribed,
    });

    // Each sent message carries the campaign's unit cost.
    const unitCost =
      (pricePlanOf(client.licence_type_id).channels[1]?.unitPriceMilli ?? 0) / 100_000;
    const cost = await sql<{ n: number; cost: number }>`
      select count(*)::int as n, coalesce(sum(e.cost), 0)::float8 as cost from contact_events e
      join journey_send_nodes j on j.client_id = e.client_id and j.communication_id = e.communication_id
      where e.client_id = ${f.clientId} and e.type = 'sent'`.execute(owner);
    expect(cost.rows[0]!.n).toBe(4);
    expect(cost.rows[0]!.cost).toBeCloseTo(4 * unitCost, 4);
  });

  it('holds a message inside the client’s quiet hours until they end, then sends it', async () => {
    const client = await owner
      .selectFrom('clients')
      .select('time_zone_id')
      .where('id', '=', f.clientId)
      .executeTakeFirstOrThrow();
    const timeZone = timeZoneName(client.time_zone_id);
    const t0 = new Date(Date.now() + MINUTE);
    // Quiet for email through t0's local hour; the wait ends at the next hour on the clock.
    const hour = localParts(timeZone, t0).hour;
    const pad = (n: number) => String(n).padStart(2, '0');
    const saved = await cs(f.app, f.admin, 'UpsertQuietHours', {
      rules: [
        {
          channelId: 1,
          enabled: true,
          start: `${pad(hour)}:00`,
          end: `${pad((hour + 1) % 24)}:00`,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const sinkBefore = f.sink!.received.length;
    const journeyId = await createAndStart(f.app, f.admin, {
      nodes: [entryList(f.listId), sendEmail('quiet'), exit('done')],
      edges: edges(['start', 'quiet'], ['quiet', 'done']),
    });
    await tickJourneys(f.app, t0);
    expect(f.sink!.received.length).toBe(sinkBefore);
    const waiting = await sql<{ wake_at: Date }>`select wake_at from journey_entries
      where client_id = ${f.clientId} and journey_id = ${journeyId} and node_id = 'quiet'`.execute(
      owner,
    );
    expect(waiting.rows.length).toBeGreaterThan(0);
    // Each waits for the end of the hour on the client's clock: later than t0, within the hour.
    const wakes = waiting.rows.map((row) => row.wake_at.getTime());
    for (const wake of wakes) {
      expect(wake).toBeGreaterThan(t0.getTime());
      expect(wake).toBeLessThanOrEqual(t0.getTime() + 60 * MINUTE);
    }

    await tickJourneys(f.app, new Date(Math.max(...wakes) + 1_000));
    expect(f.sink!.received.length).toBeGreaterThan(sinkBefore);
    await cs(f.app, f.admin, 'UpsertQuietHours', { rules: [] });
  });
});
