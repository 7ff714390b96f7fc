import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';
import { createContact, createTenant, rollupsOf } from '#/modules/events/testing.ts';
import { createPartitionsAhead, PARTITION_MONTHS_AHEAD } from './event-partitions-job.ts';

/**
 * Monthly partitions of contact_events and messages (issue 24, item 5): where rows land, the
 * job that creates months ahead, detaching a month for archiving, and RLS on the parents.
 */
let t: TTestApp;
let owner: Kysely<DB>;
let clientId: number;
let otherId: number;
let passport: string;

/** The first instant (UTC) of the month `offset` months from this one. */
function monthStart(offset: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}
const partitionOf = (table: string, month: Date) =>
  `${table}_${month.toISOString().slice(0, 7).replace('-', '_')}`;

async function partitions(table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass order by 1`.execute(owner);
  return rows.map((row) => row.name);
}

async function whereStored(eventKey: string): Promise<string | undefined> {
  const { rows } = await sql<{ part: string }>`select tableoid::regclass::text as part
    from contact_events where event_key = ${eventKey}`.execute(owner);
  return rows[0]?.part;
}

const event = (eventId: string, occurredAt: Date) => ({
  eventId,
  type: 'opened',
  occurredAt: occurredAt.toISOString(),
  person: { passportId: passport },
  channelId: 1,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = t.app.ownerDb as Kysely<DB>;
  ({ clientId } = await createTenant(owner, 'Partitions'));
  ({ clientId: otherId } = await createTenant(owner, 'Partitions other'));
  passport = await createContact(owner, clientId, 'ann@example.test');
});
afterAll(() => t.close());

describe('monthly partitions of contact_events and messages', () => {
  it("stores an event in its month's partition, and one past the created months in the default", async () => {
    const lastMonth = new Date(monthStart(-1).getTime() + 5 * 86_400_000);
    const result = await ingestEvents(t.app.db, clientId, [event('p-last-month', lastMonth)]);
    expect(result.accepted).toBe(1);
    expect(await whereStored('p-last-month')).toBe(partitionOf('contact_events', monthStart(-1)));

    // Beyond the months made ahead (events are never in the future; a row written by hand may
    // be): the default partition takes it, and creating its month moves it there.
    const far = monthStart(PARTITION_MONTHS_AHEAD + 2);
    await withTenant(t.app.db, { clientId }, (trx) =>
      sql`insert into contact_events (client_id, event_key, passport_id, type, occurred_at)
        values (${clientId}, 'p-far', ${passport}, 'opened', ${far})`.execute(trx),
    );
    expect(await whereStored('p-far')).toBe('contact_events_default');
    await sql`select event_partition_add('contact_events', ${far.toISOString().slice(0, 10)}::date)`.execute(
      owner,
    );
    expect(await whereStored('p-far')).toBe(partitionOf('contact_events', far));
  });

  it('counts an event once when it comes again stamped anew, in the next month', async () => {
    const hour = 3_600_000;
    const before = new Date(monthStart(-1).getTime() - hour);
    const after = new Date(monthStart(-1).getTime() + hour);
    const first = await ingestEvents(t.app.db, clientId, [event('p-again', before)]);
    const again = await ingestEvents(t.app.db, clientId, [event('p-again', after)]);
    expect([first.accepted, again.accepted, again.duplicates]).toEqual([1, 0, 1]);
  });

  it('creates this month and the next ones once, however often the job runs', async () => {
    const ahead = monthStart(PARTITION_MONTHS_AHEAD);
    for (const table of ['contact_events', 'messages']) {
      await sql`drop table ${sql.id(partitionOf(table, ahead))}`.execute(owner);
    }
    // As the worker runs it: the app role, through the SECURITY DEFINER function.
    expect(await createPartitionsAhead({ db: t.app.db })).toBe(2);
    expect(await createPartitionsAhead({ db: t.app.db })).toBe(0);
    for (const table of ['contact_events', 'messages']) {
      const names = await partitions(table);
      for (let offset = 0; offset <= PARTITION_MONTHS_AHEAD; offset += 1) {
        expect(names).toContain(partitionOf(table, monthStart(offset)));
      }
      expect(names).toContain(`${table}_default`);
    }
  });

  it("detaches a month for archiving and leaves the other months' rollups as they were", async () => {
    const { clientId: archiveId } = await createTenant(owner, 'Archive');
    const ben = await createContact(owner, archiveId, 'ben@example.test');
    const old = monthStart(-3);
    const recent = monthStart(-1);
    const batch = [old, old, recent].map((month, n) => ({
      ...event(`p-archive-${n}`, new Date(month.getTime() + (n + 1) * 3_600_000)),
      person: { passportId: ben },
    }));
    expect((await ingestEvents(t.app.db, archiveId, batch)).accepted).toBe(3);
    const monthly = async () => {
      const { rows } = await sql<{ month: string; n: number }>`
        select to_char(occurred_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
        from contact_events where client_id = ${archiveId} group by 1 order by 1`.execute(owner);
      return rows;
    };
    const rollups = await rollupsOf(owner, archiveId);
    const before = await monthly();

    const { rows } = await sql<{ name: string }>`
      select event_partitions_detach('contact_events', ${old.toISOString().slice(0, 10)}::date)
        as name`.execute(owner);
    expect(rows[0]!.name).toBe(partitionOf('contact_events', old));

    expect(await monthly()).toEqual(before.filter((row) => row.month !== before[0]!.month));
    expect(await rollupsOf(owner, archiveId)).toEqual(rollups);
    const archived = await sql<{ n: number }>`select count(*)::int as n
      from ${sql.id(rows[0]!.name)} where client_id = ${archiveId}`.execute(owner);
    expect(archived.rows[0]!.n).toBe(2);
    expect(await partitions('contact_events')).not.toContain(rows[0]!.name);
  });

  it('keeps each tenant to its own rows on the parents, and the request role off the partitions', async () => {
    const mine = await withTenant(t.app.db, { clientId: otherId }, (trx) =>
      sql<{ n: number }>`select count(*)::int as n from contact_events`.execute(trx),
    );
    expect(mine.rows[0]!.n).toBe(0);
    await expect(
      withTenant(t.app.db, { clientId: otherId }, (trx) =>
        sql`insert into contact_events (client_id, event_key, passport_id, type, occurred_at)
          values (${clientId}, 'p-planted', ${passport}, 'opened', now())`.execute(trx),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      withTenant(t.app.db, { clientId }, (trx) =>
        sql`select count(*) from ${sql.id(partitionOf('messages', monthStart(0)))}`.execute(trx),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
