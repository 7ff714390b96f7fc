import { sql, type Kysely } from 'kysely';
import type { TDashboardRange } from '@resonate/contracts/dashboard/dashboard';
import type { DB } from '#/db/schema.ts';
import { ingestEvents } from '#/modules/events/index.ts';

/**
 * A known history for the demo client "Acme Retail", relative to today (UTC), fed through the
 * real ingestion so the rollups are the ones production writes. Every expected total of the
 * dashboard tests follows from the events below:
 * - c1 "Spring email" (email, Marketing, sending): 5 days ago 120 sent at 0.10, 110 delivered,
 *   60 opened, 30 clicked; 4 days ago 12 conversions at 50.25, each a day after the send.
 * - c2 "Flash SMS" (SMS, Sales, sent): 3 days ago 100 sent at 0.05, 100 delivered, 20 clicked,
 *   5 conversions at 20.00 two hours after the send (people u20-u24).
 * - c3 "Old push" (web notification, no department, completed, archived): 40 days ago 10 sent
 *   at 1.00, 2 conversions at 15.50 an hour later.
 * - c4 "Autumn draft" (email, Sales, draft): nothing yet.
 * - Leads without a campaign: 3 'Webinar' and 1 without a source 2 days ago, 1 'Trade show'
 *   45 days ago. A visitor's page view yesterday. d0 opened 5 times 100 days ago.
 */
export const DAY_MS = 86_400_000;

export function daysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString().slice(0, 10);
}

export function rangeOf(fromDaysAgo: number, toDaysAgo = 0): TDashboardRange {
  return { fromDate: daysAgo(fromDaysAgo), toDate: daysAgo(toDaysAgo) };
}

const at = (days: number, time: string) => `${daysAgo(days)}T${time}Z`;

export type TFixture = {
  clientId: number;
  marketing: number;
  sales: number;
  c1: number;
  c2: number;
  c3: number;
  c4: number;
};

async function departmentId(owner: Kysely<DB>, clientId: number, name: string) {
  const { rows } = await sql<{ id: number }>`
    select id::int as id from departments where client_id = ${clientId} and name = ${name}`.execute(
    owner,
  );
  return rows[0]!.id;
}

/** Removes whatever campaign history the demo seed wrote, so the totals are ours alone. */
export async function clearHistory(owner: Kysely<DB>, clientId: number): Promise<void> {
  for (const table of [
    'contact_events',
    'event_rollups',
    'lead_source_rollups',
    'contact_engagement',
    'engagement_rollups',
    'communications',
    'anonymous_visitors',
  ]) {
    await sql`delete from ${sql.table(table)} where client_id = ${clientId}`.execute(owner);
  }
}

export async function createCommunication(
  owner: Kysely<DB>,
  values: {
    clientId: number;
    name: string;
    channelId: number;
    status: number;
    departmentId: number | null;
    startedDaysAgo?: number;
    archived?: boolean;
  },
): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into communications (client_id, name, channel_id, status, department_id, started_at,
      archived_at)
    values (${values.clientId}, ${values.name}, ${values.channelId}, ${values.status},
      ${values.departmentId},
      ${values.startedDaysAgo === undefined ? null : at(values.startedDaysAgo, '08:00:00')}::timestamptz,
      ${values.archived ? new Date().toISOString() : null}::timestamptz)
    returning id::int as id`.execute(owner);
  return rows[0]!.id;
}

type TEvent = Record<string, unknown>;

/** `count` events of one kind for people u<from>..u<from+count-1>. */
function many(
  prefix: string,
  count: number,
  event: (i: number) => TEvent,
  from = 0,
  person = 'u',
): TEvent[] {
  return Array.from({ length: count }, (_, k) => ({
    eventId: `${prefix}-${from + k}`,
    person: { email: `dash-${person}${from + k}@example.test` },
    ...event(from + k),
  }));
}

export async function seedDashboardHistory(
  db: Kysely<DB>,
  owner: Kysely<DB>,
  clientId: number,
): Promise<TFixture> {
  await clearHistory(owner, clientId);
  const marketing = await departmentId(owner, clientId, 'Marketing');
  const sales = await departmentId(owner, clientId, 'Sales');
  const base = { clientId };
  const c1 = await createCommunication(owner, {
    ...base,
    name: 'Spring email',
    channelId: 1,
    status: 1,
    departmentId: marketing,
    startedDaysAgo: 10,
  });
  const c2 = await createCommunication(owner, {
    ...base,
    name: 'Flash SMS',
    channelId: 2,
    status: 5,
    departmentId: sales,
    startedDaysAgo: 20,
  });
  const c3 = await createCommunication(owner, {
    ...base,
    name: 'Old push',
    channelId: 8,
    status: 6,
    departmentId: null,
    startedDaysAgo: 41,
    archived: true,
  });
  const c4 = await createCommunication(owner, {
    ...base,
    name: 'Autumn draft',
    channelId: 1,
    status: 7,
    departmentId: sales,
  });

  const type =
    (kind: string, days: number, time: string, extra: TEvent = {}) =>
    () => ({
      type: kind,
      occurredAt: at(days, time),
      ...extra,
    });
  const events: TEvent[] = [
    ...many('c1-sent', 120, type('sent', 5, '09:00:00', { communicationId: c1, cost: 0.1 })),
    ...many('c1-delivered', 110, type('delivered', 5, '09:01:00', { communicationId: c1 })),
    ...many('c1-opened', 60, type('opened', 5, '10:00:00', { communicationId: c1 })),
    ...many('c1-clicked', 30, type('clicked', 5, '10:30:00', { communicationId: c1 })),
    ...many(
      'c1-converted',
      12,
      type('converted', 4, '09:00:00', { communicationId: c1, revenue: 50.25 }),
    ),
    ...many('c2-sent', 100, type('sent', 3, '08:00:00', { communicationId: c2, cost: 0.05 })),
    ...many('c2-delivered', 100, type('delivered', 3, '08:00:30', { communicationId: c2 })),
    ...many('c2-clicked', 20, type('clicked', 3, '09:00:00', { communicationId: c2 })),
    ...many(
      'c2-converted',
      5,
      type('converted', 3, '10:00:00', { communicationId: c2, revenue: 20 }),
      20,
    ),
    ...many('c3-sent', 10, type('sent', 40, '09:00:00', { communicationId: c3, cost: 1 }), 0, 'v'),
    ...many(
      'c3-converted',
      2,
      type('converted', 40, '10:00:00', { communicationId: c3, revenue: 15.5 }),
      0,
      'v',
    ),
    ...many('lead-webinar', 3, type('lead', 2, '12:00:00', { leadSource: 'Webinar' }), 0, 'l'),
    ...many('lead-unknown', 1, type('lead', 2, '12:30:00'), 3, 'l'),
    ...many('lead-trade', 1, type('lead', 45, '12:00:00', { leadSource: 'Trade show' }), 4, 'l'),
    {
      eventId: 'visit-1',
      type: 'page_view',
      occurredAt: at(1, '15:00:00'),
      person: { anonymousId: 'dash-anon-a' },
      channelId: 6,
    },
    ...Array.from({ length: 5 }, (_, k) => ({
      eventId: `d0-opened-${k}`,
      type: 'opened',
      occurredAt: at(100, `0${k}:00:00`),
      person: { email: 'dash-d0@example.test' },
    })),
  ];
  const result = await ingestEvents(db, clientId, events);
  if (result.rejected.length > 0 || result.accepted !== events.length) {
    throw new Error(`fixture not ingested: ${JSON.stringify(result).slice(0, 500)}`);
  }
  return { clientId, marketing, sales, c1, c2, c3, c4 };
}

/** Contacts plus visitors not merged: the people audience behaviour counts. */
export async function peopleOf(owner: Kysely<DB>, clientId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select ((select count(*) from contacts where client_id = ${clientId})
      + (select count(*) from anonymous_visitors
         where client_id = ${clientId} and merged_at is null))::int as n`.execute(owner);
  return rows[0]!.n;
}
