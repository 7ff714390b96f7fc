import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { A360_MSG } from '@resonate/contracts/analytics/audience-360';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  a360,
  ago,
  callers,
  clearPeople,
  createA360App,
  insertEvents,
  insertPerson,
  type TCaller,
} from './a360-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

/** Six people: two engaged, one at risk, one dormant, two who never engaged. */
async function seedPeople() {
  const make = async (first: string, seed: object, lastEngagedDaysAgo?: number, times = 1) => {
    const person = await insertPerson(t.app, admin.clientId, { firstName: first, ...seed });
    if (lastEngagedDaysAgo !== undefined) {
      await insertEvents(
        t.app,
        admin.clientId,
        person.passportId,
        Array.from({ length: times }, (_, i) => ({
          type: 'opened',
          occurredAt: ago(lastEngagedDaysAgo + i),
        })),
      );
    }
    return person;
  };
  const people = {
    amy: await make('Amy', { email: 'amy@example.com' }, 1, 3),
    ben: await make('Ben', { email: 'ben@example.com', consent: { email: 'unsubscribed' } }, 10, 6),
    cat: await make('Cat', { mobile: '+447700900001' }, 45),
    dan: await make('Dan', { email: 'dan@example.com', mobile: '+447700900002' }, 200, 2),
    eve: await make('Eve', { email: 'eve@example.com' }),
    fay: await make('Fay', { mobile: '+447700900003' }),
  };
  // Engagement of an anonymous visitor: no contact, so never listed.
  await insertEvents(t.app, admin.clientId, '00000000-0000-4000-8000-0000000000aa', [
    { type: 'page_view', occurredAt: ago(0) },
  ]);
  const other = await insertPerson(t.app, brand.clientId, { email: 'amy.other@example.com' });
  await insertEvents(t.app, brand.clientId, other.passportId, [
    { type: 'opened', occurredAt: ago(0) },
  ]);
  return people;
}

async function report(body: object) {
  const response = await a360(t.app, admin, 'UserReportList', { pageNo: 1, pageSize: 10, ...body });
  expect(response.statusCode, response.body).toBe(200);
  const json = response.json();
  return {
    names: (json.data.people as { name: string }[]).map((p) => p.name),
    people: json.data.people as { name: string; segment: string; engagements: number }[],
    total: json.totalRows as number,
  };
}

beforeAll(async () => {
  t = await createA360App();
  ({ admin, brand } = await callers(t.app));
});
afterAll(() => t.close());
beforeEach(() => clearPeople(t.app, [admin.clientId, brand.clientId]));

describe('UserAnalytics360/UserReportList', () => {
  it('lists people by last engagement, then those who never engaged, newest first', async () => {
    await seedPeople();
    const all = await report({});
    expect(all.total).toBe(6);
    expect(all.names).toEqual(['Amy', 'Ben', 'Cat', 'Dan', 'Fay', 'Eve']);
    expect(all.people.map((p) => [p.segment, p.engagements])).toEqual([
      ['engaged', 3],
      ['engaged', 6],
      ['at_risk', 1],
      ['dormant', 2],
      ['never', 0],
      ['never', 0],
    ]);
    // Pages across the boundary between engaged people and the others.
    const pages = [];
    for (let pageNo = 1; pageNo <= 4; pageNo += 1) {
      pages.push(...(await report({ pageNo, pageSize: 2 })).names);
    }
    expect(pages).toEqual(all.names);
    expect((await report({ pageNo: 3, pageSize: 3 })).names).toEqual([]);
    expect((await report({ pageNo: 2, pageSize: 5 })).names).toEqual(['Eve']);
  });

  it('sorts by engagements, name and creation', async () => {
    await seedPeople();
    expect((await report({ sort: 'engagements' })).names).toEqual([
      'Ben',
      'Amy',
      'Dan',
      'Cat',
      'Fay',
      'Eve',
    ]);
    expect((await report({ sort: 'engagements', pageNo: 2, pageSize: 4 })).names).toEqual([
      'Fay',
      'Eve',
    ]);
    expect((await report({ sort: 'name' })).names).toEqual([
      'Amy',
      'Ben',
      'Cat',
      'Dan',
      'Eve',
      'Fay',
    ]);
    expect((await report({ sort: 'created' })).names).toEqual([
      'Fay',
      'Eve',
      'Dan',
      'Cat',
      'Ben',
      'Amy',
    ]);
  });

  it('filters by segment', async () => {
    await seedPeople();
    const cases = {
      engaged: ['Amy', 'Ben'],
      at_risk: ['Cat'],
      dormant: ['Dan'],
      never: ['Fay', 'Eve'],
    };
    for (const [segment, names] of Object.entries(cases)) {
      const result = await report({ segment });
      expect(result.names, segment).toEqual(names);
      expect(result.total, segment).toBe(names.length);
      expect((await report({ segment, sort: 'name' })).names, segment).toEqual([...names].sort());
    }
  });

  it('filters by reach on a channel: an address and no unsubscribe', async () => {
    const people = await seedPeople();
    await sql`insert into contact_identities (client_id, contact_id, kind, value)
      values (${admin.clientId}, ${people.fay.id}, 'whatsapp', '+447700900003')`.execute(
      t.app.ownerDb,
    );
    expect((await report({ channelId: 1 })).names).toEqual(['Amy', 'Dan', 'Eve']);
    expect((await report({ channelId: 2, sort: 'name' })).names).toEqual(['Cat', 'Dan', 'Fay']);
    expect((await report({ channelId: 21, segment: 'never' })).names).toEqual(['Fay']);
    expect((await report({ channelId: 14 })).names).toEqual([]);
    const unknown = await a360(t.app, admin, 'UserReportList', {
      pageNo: 1,
      pageSize: 10,
      channelId: 3,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ channelId: A360_MSG.unknownChannel });
  });

  it('searches by name, email or mobile prefix', async () => {
    await seedPeople();
    expect((await report({ search: 'a' })).names).toEqual(['Amy']);
    expect((await report({ search: 'dan@' })).names).toEqual(['Dan']);
    expect((await report({ search: '+44 7700 9000', sort: 'name' })).names).toEqual([
      'Cat',
      'Dan',
      'Fay',
    ]);
    const result = await report({ search: 'e', segment: 'never' });
    expect(result).toMatchObject({ names: ['Eve'], total: 1 });
  });

  it('estimates a large total and walks many matches in order', async () => {
    await sql`insert into contacts (client_id, email, first_name)
      select ${admin.clientId}, 'zed' || g || '@example.com', 'Zed' from generate_series(1, 1200) g`.execute(
      t.app.ownerDb,
    );
    // Every other Zed engaged, the higher the number the more recently.
    await sql`insert into contact_engagement (client_id, passport_id, last_engaged_at, engagements)
      select client_id, passport_id, now() - (2000 - id) * interval '1 minute', 1 from contacts
      where client_id = ${admin.clientId} and id % 2 = 0`.execute(t.app.ownerDb);
    const response = await a360(t.app, admin, 'UserReportList', {
      search: 'zed',
      pageNo: 1,
      pageSize: 5,
    });
    const json = response.json();
    expect(json.data.totalIsEstimate).toBe(true);
    expect(json.totalRows).toBeGreaterThan(1000);
    const { rows } = await sql<{ email: string }>`select c.email from contacts c
      join contact_engagement ce on ce.client_id = c.client_id and ce.passport_id = c.passport_id
      where c.client_id = ${admin.clientId} order by ce.last_engaged_at desc limit 5`.execute(
      t.app.ownerDb,
    );
    expect(json.data.people.map((p: { email: string }) => p.email)).toEqual(
      rows.map((row) => row.email),
    );
    const never = await report({ search: 'zed', segment: 'never', sort: 'name', pageSize: 3 });
    expect(never.people.map((p) => p.segment)).toEqual(['never', 'never', 'never']);
  });
});
