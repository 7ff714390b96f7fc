import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { A360_MSG } from '@resonate/contracts/analytics/audience-360';
import { signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import {
  a360,
  callers,
  clearPeople,
  createA360App,
  denyAnalytics360,
  insertPerson,
  type TCaller,
} from './a360-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createA360App();
  ({ admin, brand } = await callers(t.app));
});
afterAll(() => t.close());
beforeEach(() => clearPeople(t.app, [admin.clientId, brand.clientId]));

describe('UserAnalytics360/GetPassportID', () => {
  it('finds a person by exact email, mobile in any format, or passport id', async () => {
    const ada = await insertPerson(t.app, admin.clientId, {
      email: 'ada@example.com',
      mobile: '+447700900123',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const expected = {
      passportId: ada.passportId,
      contactId: ada.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '+447700900123',
    };
    for (const search of [
      ' ADA@Example.com ',
      '+44 7700 900123',
      '0044 (7700) 900-123',
      ada.passportId.toUpperCase(),
    ]) {
      const response = await a360(t.app, admin, 'GetPassportID', { search });
      expect(response.statusCode, search).toBe(200);
      expect(response.json().data).toEqual(expected);
    }
  });

  it('matches exactly, never by prefix', async () => {
    await insertPerson(t.app, admin.clientId, { email: 'ada@example.com' });
    const response = await a360(t.app, admin, 'GetPassportID', { search: 'ada@example.co' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(A360_MSG.notFound);
  });

  it('finds an anonymous visitor by passport id, with no contact', async () => {
    const { rows } = await sql<{ passport_id: string }>`insert into anonymous_visitors
      (client_id, anonymous_id) values (${admin.clientId}, 'anon-1') returning passport_id`.execute(
      t.app.ownerDb,
    );
    const passportId = rows[0]!.passport_id;
    const response = await a360(t.app, admin, 'GetPassportID', { search: passportId });
    expect(response.json().data).toEqual({
      passportId,
      contactId: null,
      name: '',
      email: null,
      mobile: null,
    });
  });

  it("never finds another client's person", async () => {
    const other = await insertPerson(t.app, brand.clientId, { email: 'bob@example.com' });
    for (const search of ['bob@example.com', other.passportId]) {
      const response = await a360(t.app, admin, 'GetPassportID', { search });
      expect(response.statusCode, search).toBe(404);
      expect(response.json().message).toBe(A360_MSG.notFound);
    }
    const own = await a360(t.app, brand, 'GetPassportID', { search: other.passportId });
    expect(own.statusCode).toBe(200);
  });

  it('asks for a search and refuses unknown text with 404, not 500', async () => {
    const empty = await a360(t.app, admin, 'GetPassportID', { search: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ search: A360_MSG.searchRequired });
    for (const search of ['not an email', '12', "'; drop table contacts; --", '@']) {
      const response = await a360(t.app, admin, 'GetPassportID', { search });
      expect(response.statusCode, search).toBe(404);
    }
  });
});

describe('permissions', () => {
  it('answers 401 without a session and 403 without feature 29', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/UserAnalytics360/UserReportList',
      payload: { pageNo: 1, pageSize: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    const email = await denyAnalytics360(t.app);
    const viewer = (await signIn(t.app, email)) as TCaller;
    for (const [endpoint, body] of [
      ['GetPassportID', { search: 'ada@example.com' }],
      ['UserInfo', { passportId: '00000000-0000-4000-8000-000000000000' }],
      ['TimeLine', { passportId: '00000000-0000-4000-8000-000000000000' }],
      ['UserReportList', { pageNo: 1, pageSize: 10 }],
    ] as const) {
      const response = await a360(t.app, viewer, endpoint, body);
      expect(response.statusCode, endpoint).toBe(403);
    }
  });
});
