import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';
import { EXPIRE_ADHOC_LISTS_QUEUE, expireAdhocLists } from './expire-adhoc-lists-job.ts';

let t: TTestApp;
let acme: number;
let outlet: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  acme = (await signIn(t.app, 'admin@acme.test')).clientId;
  outlet = (await signIn(t.app, 'brand@acme.test')).clientId;
});
afterAll(() => t.close());

async function adhocList(clientId: number, name: string, expiresInDays: number) {
  const result = await sql<{ id: string }>`
    insert into audience_lists (client_id, name, kind, source, expires_at)
    values (${clientId}, ${name}, 'adhoc', 'import',
      now() + make_interval(days => ${expiresInDays}))
    returning id`.execute(t.app.ownerDb);
  const listId = Number(result.rows[0]!.id);
  const contact = await sql<{ id: string }>`
    insert into contacts (client_id, email) values (${clientId}, ${`${name}@example.com`})
    returning id`.execute(t.app.ownerDb);
  await sql`insert into audience_list_members (client_id, list_id, contact_id)
    values (${clientId}, ${listId}, ${Number(contact.rows[0]!.id)})`.execute(t.app.ownerDb);
  return listId;
}

async function remainingNames(): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from audience_lists
    where kind = 'adhoc' order by name`.execute(t.app.ownerDb);
  return result.rows.map((row) => row.name);
}

describe('expire ad-hoc lists job', () => {
  it('deletes expired ad-hoc lists of every client, in each tenant, and nothing else', async () => {
    await adhocList(acme, 'acme-expired', -1);
    await adhocList(acme, 'acme-live', 30);
    await adhocList(outlet, 'outlet-expired', -5);
    await adhocList(outlet, 'outlet-live', 1);

    // The app role (RLS forced, no tenant set) sees no list on its own: the function finds them.
    const seen = await sql`select count(*)::int as n from audience_lists`.execute(t.app.db);
    expect(seen.rows[0]).toEqual({ n: 0 });

    expect(await expireAdhocLists({ db: t.app.db })).toBe(2);
    expect(await remainingNames()).toEqual(['acme-live', 'outlet-live']);
    const members = await sql<{ n: number }>`select count(*)::int as n
      from audience_list_members`.execute(t.app.ownerDb);
    expect(members.rows[0]!.n).toBe(2);
    const contacts = await sql<{ n: number }>`select count(*)::int as n from contacts
      where email like '%-expired@example.com'`.execute(t.app.ownerDb);
    expect(contacts.rows[0]!.n).toBe(2);

    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await expireAdhocLists({ db: t.app.db }, later)).toBe(1);
    expect(await remainingNames()).toEqual(['acme-live']);
  });

  it('is scheduled daily when a worker starts', async () => {
    // Its own app: the pass queued at worker start must not race the test above.
    const withQueue = await createTestApp({ queue: true });
    try {
      const schedules = await withQueue.app.queue.getSchedules(EXPIRE_ADHOC_LISTS_QUEUE);
      expect(schedules).toEqual([
        expect.objectContaining({ name: EXPIRE_ADHOC_LISTS_QUEUE, cron: '17 3 * * *' }),
      ]);
    } finally {
      await withQueue.close();
    }
  });
});
