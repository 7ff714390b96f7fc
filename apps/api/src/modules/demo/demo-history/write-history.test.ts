import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIngestEvent } from '@resonate/contracts/events/ingest';
import type { DB } from '#/db/schema.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { loadDemoContacts, topUpContacts } from './demo-contacts.ts';
import { produceHistory } from './produce-history.ts';
import { prepareDemoHistory, writeDemoHistory, type TDemoHistoryOptions } from './write-history.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
const NOW = new Date('2026-11-20T12:00:00Z');
const EVENTS = 6000;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  owner = t.app.ownerDb as Kysely<DB>;
  const { rows } = await sql<{ id: string }>`
    select id from clients where tenant_short_code = 'ACME'`.execute(owner);
  clientId = Number(rows[0]!.id);
});
afterAll(() => t.close());

type TTotals = Record<string, number>;

/** What the generated events add up to, computed from the events themselves. */
function expectedTotals(events: TIngestEvent[]) {
  const totals: TTotals = {};
  const leads: TTotals = {};
  const add = (into: TTotals, key: string, value = 1) => (into[key] = (into[key] ?? 0) + value);
  const firstSent = new Map<string, number[]>();
  for (const e of events) {
    if (e.type === 'identify') continue;
    add(totals, e.type);
    add(totals, 'revenue', e.revenue ?? 0);
    add(totals, 'cost', e.cost ?? 0);
    if (e.type === 'lead') add(leads, e.leadSource ?? 'Unknown');
    if (e.type === 'sent') {
      const key = `${e.communicationId}:${e.person.passportId}`;
      firstSent.set(key, [...(firstSent.get(key) ?? []), Date.parse(e.occurredAt)]);
    }
  }
  // Conversion time runs from the person's first send of that campaign before the conversion.
  for (const e of events) {
    if (e.type !== 'converted' || !e.communicationId) continue;
    const at = Date.parse(e.occurredAt);
    const sends = (firstSent.get(`${e.communicationId}:${e.person.passportId}`) ?? []).filter(
      (s) => s < at,
    );
    if (sends.length === 0) continue;
    add(totals, 'timed', 1);
    add(totals, 'seconds', Math.floor((at - Math.min(...sends)) / 1000));
  }
  return { totals, leads, messages: firstSent.size };
}

describe('a generated demo history', () => {
  it('lands in the rollups with the totals that were generated', async () => {
    await topUpContacts(t.app.db, clientId, 400);
    const contacts = await loadDemoContacts(t.app.db, clientId, 400);
    expect(contacts).toHaveLength(400);
    const options: TDemoHistoryOptions = {
      clientId,
      contacts,
      events: EVENTS,
      months: 3,
      seed: 7,
      now: NOW,
      batchSize: 700,
      lanes: 2,
    };
    const summary = await writeDemoHistory(t.app.db, options);
    expect(summary.rejections).toEqual([]);

    const input = await prepareDemoHistory(t.app.db, options);
    const generated = [...produceHistory(input)];
    const { totals, leads, messages } = expectedTotals(generated);
    expect(totals.sent).toBeGreaterThan(0);

    const { rows } = await sql<Record<string, string>>`
      select sum(sent) as sent, sum(delivered) as delivered, sum(opened) as opened,
        sum(clicked) as clicked, sum(bounced) as bounced, sum(unsubscribed) as unsubscribed,
        sum(converted) as converted, sum(leads) as lead, sum(page_views) as page_view,
        sum(revenue) as revenue, sum(cost) as cost, sum(timed_conversions) as timed,
        sum(conversion_seconds) as seconds
      from event_rollups where client_id = ${clientId}`.execute(owner);
    const stored = rows[0]!;
    for (const type of [
      'sent',
      'delivered',
      'opened',
      'clicked',
      'bounced',
      'unsubscribed',
      'converted',
      'lead',
      'page_view',
      'timed',
    ]) {
      expect(Number(stored[type]), type).toBe(totals[type] ?? 0);
    }
    expect(Number(stored.revenue)).toBeCloseTo(totals.revenue!, 2);
    expect(Number(stored.cost)).toBeCloseTo(totals.cost!, 4);
    // Whole seconds per conversion: the rollup truncates each sum of epoch differences.
    expect(Math.abs(Number(stored.seconds) - totals.seconds!)).toBeLessThanOrEqual(totals.timed!);

    const bySource = await sql<{ lead_source: string; leads: string }>`
      select lead_source, sum(leads) as leads from lead_source_rollups
      where client_id = ${clientId} group by lead_source`.execute(owner);
    expect(Object.fromEntries(bySource.rows.map((r) => [r.lead_source, Number(r.leads)]))).toEqual(
      leads,
    );

    const counts = await sql<{ events: string; messages: string; engaged: string; banded: string }>`
      select (select count(*) from contact_events where client_id = ${clientId}) as events,
        (select count(*) from messages where client_id = ${clientId}) as messages,
        (select count(*) from contact_engagement where client_id = ${clientId}) as engaged,
        (select sum(contacts) from engagement_rollups where client_id = ${clientId}) as banded`.execute(
      owner,
    );
    expect(Number(counts.rows[0]!.events)).toBe(EVENTS);
    expect(Number(counts.rows[0]!.messages)).toBe(messages);
    expect(Number(counts.rows[0]!.banded)).toBe(Number(counts.rows[0]!.engaged));
  });

  it('stores nothing twice when run again with the same input', async () => {
    const contacts = await loadDemoContacts(t.app.db, clientId, 400);
    const summary = await writeDemoHistory(t.app.db, {
      clientId,
      contacts,
      events: EVENTS,
      months: 3,
      seed: 7,
      now: NOW,
    });
    expect(summary.duplicates).toBe(EVENTS);
    expect(summary.messages).toBe(0);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from contact_events where client_id = ${clientId}`.execute(owner);
    expect(Number(rows[0]!.n)).toBe(EVENTS);
  });
});
