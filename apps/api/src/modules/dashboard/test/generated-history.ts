import { sql, type Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { createCommunication, DAY_MS } from './dashboard-fixture.ts';

/**
 * A pseudo-random but reproducible history for one new client: campaigns on several channels
 * and departments, sends with cost, the funnel after them, conversions with revenue, leads from
 * a few sources (some without), page views of visitors who later sign in. Events are ingested
 * in time order, in batches, as a live feed would arrive.
 */
export type THistory = { clientId: number; departments: number[]; communications: number[] };

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function createClientWithDepartments(owner: Kysely<DB>, name: string) {
  const { rows } = await sql<{ id: number }>`
    insert into clients (name) values (${name}) returning id::int as id`.execute(owner);
  const clientId = rows[0]!.id;
  const departments: number[] = [];
  for (const department of ['North', 'South']) {
    const inserted = await sql<{ id: number }>`
      insert into departments (client_id, name) values (${clientId}, ${department})
      returning id::int as id`.execute(owner);
    departments.push(inserted.rows[0]!.id);
  }
  return { clientId, departments };
}

export async function generateHistory(
  db: Kysely<DB>,
  owner: Kysely<DB>,
  options: { name: string; seed: number; people: number; campaigns: number; days: number },
): Promise<THistory> {
  const rand = random(options.seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(rand() * values.length)]!;
  const { clientId, departments } = await createClientWithDepartments(owner, options.name);
  const now = Date.now();
  const events: { occurredAt: string; event: Record<string, unknown> }[] = [];
  let key = 0;
  const add = (time: number, event: Record<string, unknown>) => {
    key += 1;
    const occurredAt = new Date(Math.min(time, now - 60_000)).toISOString();
    events.push({ occurredAt, event: { eventId: `g${key}`, occurredAt, ...event } });
  };
  const person = (i: number) => ({ email: `g${i}@example.test` });

  const communications: number[] = [];
  for (let c = 0; c < options.campaigns; c += 1) {
    const channelId = pick([1, 2, 8, 14, 21]);
    const id = await createCommunication(owner, {
      clientId,
      name: `Campaign ${c}`,
      channelId,
      status: pick([1, 2, 5, 6, 9, 14]),
      departmentId: pick([null, ...departments]),
      startedDaysAgo: Math.floor(rand() * options.days),
    });
    communications.push(id);
    const start = now - Math.floor(rand() * options.days) * DAY_MS - rand() * DAY_MS;
    const audience = 20 + Math.floor(rand() * 160);
    for (let k = 0; k < audience; k += 1) {
      const who = person(Math.floor(rand() * options.people));
      const sentAt = start + rand() * 3_600_000;
      add(sentAt, { type: 'sent', person: who, communicationId: id, cost: 0.0125 });
      if (rand() < 0.9)
        add(sentAt + 60_000, { type: 'delivered', person: who, communicationId: id });
      if (rand() < 0.5)
        add(sentAt + 3_600_000, { type: 'opened', person: who, communicationId: id });
      if (rand() < 0.2)
        add(sentAt + 7_200_000, { type: 'clicked', person: who, communicationId: id });
      if (rand() < 0.05)
        add(sentAt + 90_000, { type: 'bounced', person: who, communicationId: id });
      if (rand() < 0.08) {
        const revenue = Math.round(rand() * 20_000) / 100;
        add(sentAt + rand() * 5 * DAY_MS, {
          type: 'converted',
          person: who,
          communicationId: id,
          revenue,
        });
      }
    }
  }
  for (let i = 0; i < options.people / 4; i += 1) {
    const time = now - rand() * options.days * DAY_MS;
    const source = pick(['Webinar', 'Web form', 'Trade show', undefined]);
    add(time, {
      type: 'lead',
      person: person(Math.floor(rand() * options.people)),
      leadSource: source,
    });
    const anonymousId = `visitor-${i}`;
    add(time - 600_000, { type: 'page_view', person: { anonymousId }, channelId: 6 });
    if (rand() < 0.5) {
      add(time, {
        type: 'identify',
        person: { anonymousId, ...person(Math.floor(rand() * options.people)) },
      });
    }
  }
  events.sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
  for (let from = 0; from < events.length; from += 500) {
    const batch = events.slice(from, from + 500).map((e) => e.event);
    const result = await ingestEvents(db, clientId, batch);
    if (result.rejected.length > 0) throw new Error(JSON.stringify(result.rejected.slice(0, 3)));
  }
  return { clientId, departments, communications };
}
