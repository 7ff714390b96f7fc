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
  insertCommunication,
  insertEvents,
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

const DEVICE_TOKEN = 'fcm-token-0123456789abcdefghijklmnopqrstuvwxyz';

async function listOf(clientId: number, name: string, kind: string, rule: object | null) {
  const { rows } = await sql<{ id: string }>`insert into audience_lists
      (client_id, name, kind, source, rule, expires_at)
    values (${clientId}, ${name}, ${kind}, ${kind === 'dynamic' ? 'dynamic' : 'manual'},
      ${rule === null ? null : JSON.stringify(rule)}::jsonb,
      ${kind === 'adhoc' ? ago(-30) : null}::timestamptz)
    returning id`.execute(t.app.ownerDb);
  return Number(rows[0]!.id);
}

const openedRecently = (days: number) => ({
  kind: 'group',
  op: 'and',
  conditions: [{ kind: 'event', op: 'has', eventType: 'opened', days }],
});

describe('UserAnalytics360/UserInfo', () => {
  it('shows profile, masked identities, consent, scores, lists and channel totals', async () => {
    await sql`insert into contact_attributes (client_id, key, label, type)
      values (${admin.clientId}, 'tier', 'Loyalty tier', 'text')`.execute(t.app.ownerDb);
    const ada = await insertPerson(t.app, admin.clientId, {
      email: 'ada@example.com',
      mobile: '+447700900123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      attributes: { tier: 'Gold', stale: 'not a defined field' },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    });
    await sql`insert into contact_identities (client_id, contact_id, kind, value)
      values (${admin.clientId}, ${ada.id}, 'device_token', ${DEVICE_TOKEN}),
        (${admin.clientId}, ${ada.id}, 'whatsapp', '+447700900123')`.execute(t.app.ownerDb);
    const email = await insertCommunication(t.app, admin.clientId, 'Spring sale', 1);
    const sms = await insertCommunication(t.app, admin.clientId, 'Flash SMS', 2);
    await insertEvents(t.app, admin.clientId, ada.passportId, [
      { type: 'sent', occurredAt: ago(5), channelId: 1, communicationId: email },
      { type: 'opened', occurredAt: ago(4), channelId: 1, communicationId: email },
      { type: 'clicked', occurredAt: ago(4), channelId: 1, communicationId: email },
      {
        type: 'converted',
        occurredAt: ago(3),
        channelId: 1,
        communicationId: email,
        revenue: 49.9,
      },
      { type: 'sent', occurredAt: ago(2), channelId: 2, communicationId: sms },
      { type: 'sent', occurredAt: ago(1), channelId: 2, communicationId: sms },
    ]);
    const target = await listOf(admin.clientId, 'VIP', 'target', null);
    await sql`insert into audience_list_members (client_id, list_id, contact_id)
      values (${admin.clientId}, ${target}, ${ada.id})`.execute(t.app.ownerDb);
    await listOf(admin.clientId, 'Not a member', 'target', null);
    const openers = await listOf(admin.clientId, 'Opened this week', 'dynamic', openedRecently(7));
    await listOf(admin.clientId, 'Opened yesterday', 'dynamic', openedRecently(1));
    await listOf(admin.clientId, 'Broken rule', 'dynamic', { kind: 'nonsense' });

    const response = await a360(t.app, admin, 'UserInfo', { passportId: ada.passportId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(DEVICE_TOKEN);
    const info = response.json().data;
    expect(info.profile).toMatchObject({
      passportId: ada.passportId,
      contactId: ada.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+447700900123',
      attributes: { 'Loyalty tier': 'Gold' },
    });
    expect(info.identities.map((i: { kind: string; label: string }) => [i.kind, i.label])).toEqual(
      expect.arrayContaining([
        ['email', 'ada@example.com'],
        ['mobile', '+447700900123'],
        ['device_token', 'fcm-…wxyz'],
        ['whatsapp', '+4477•••••123'],
      ]),
    );
    expect(info.consent).toEqual(
      expect.arrayContaining([
        { channel: 'email', status: 'subscribed' },
        { channel: 'sms', status: 'unsubscribed' },
        { channel: 'whatsapp', status: 'unknown' },
      ]),
    );
    // 3 engagements, the last 3 days ago: 60 * (1 - 3/90) + 40 * ln(4)/ln(21) = 58 + 18.2.
    expect(info.scores).toMatchObject({
      segment: 'engaged',
      engagements: 3,
      conversions: 1,
      revenue: 49.9,
      engagementScore: 76,
    });
    expect(info.lists).toEqual([
      { listId: target, name: 'VIP', kind: 'target' },
      { listId: openers, name: 'Opened this week', kind: 'dynamic' },
    ]);
    expect(info.channels).toEqual([
      { channelId: 1, sent: 1, opened: 1, clicked: 1, converted: 1 },
      { channelId: 2, sent: 2, opened: 0, clicked: 0, converted: 0 },
    ]);
  });

  it('shows an anonymous visitor with a profile of nulls and their devices', async () => {
    const { rows } = await sql<{ passport_id: string }>`insert into anonymous_visitors
      (client_id, anonymous_id) values (${admin.clientId}, 'anon-7') returning passport_id`.execute(
      t.app.ownerDb,
    );
    const passportId = rows[0]!.passport_id;
    await sql`insert into web_push_subscriptions (client_id, domain, endpoint, p256dh, auth,
        passport_id, user_agent)
      values (${admin.clientId}, 'shop.example.com',
        'https://fcm.googleapis.com/fcm/send/secret-endpoint-path', 'k', 'a', ${passportId},
        'Mozilla/5.0 Chrome/120.0 Safari/537.36')`.execute(t.app.ownerDb);
    await insertEvents(t.app, admin.clientId, passportId, [
      { type: 'page_view', occurredAt: ago(40), channelId: 6 },
    ]);
    const response = await a360(t.app, admin, 'UserInfo', { passportId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('secret-endpoint-path');
    const info = response.json().data;
    expect(info.profile).toEqual({
      passportId,
      contactId: null,
      firstName: '',
      lastName: '',
      email: null,
      mobile: null,
      attributes: {},
      createdAt: null,
    });
    expect(info.identities).toEqual([
      {
        kind: 'web_push',
        label: 'Chrome on shop.example.com · fcm.googleapis.com',
        createdAt: expect.any(String),
      },
    ]);
    expect(info.scores).toMatchObject({ segment: 'at_risk', engagements: 1 });
    expect(info.lists).toEqual([]);
    expect(info.channels).toEqual([{ channelId: 6, sent: 0, opened: 0, clicked: 0, converted: 0 }]);
  });

  it('finds a registered device with no contact yet, its token masked', async () => {
    const { rows } = await sql<{ id: string }>`insert into mobile_push_apps (client_id, app_name)
      values (${admin.clientId}, 'Shop app') returning id`.execute(t.app.ownerDb);
    const device = await sql<{ passport_id: string }>`insert into mobile_push_devices
        (client_id, app_id, token, platform, device_model)
      values (${admin.clientId}, ${rows[0]!.id}, ${DEVICE_TOKEN}, 'ios', 'iPhone 15')
      returning passport_id`.execute(t.app.ownerDb);
    const passportId = device.rows[0]!.passport_id;
    const found = await a360(t.app, admin, 'GetPassportID', { search: passportId });
    expect(found.json().data).toMatchObject({ passportId, contactId: null });
    const response = await a360(t.app, admin, 'UserInfo', { passportId });
    expect(response.body).not.toContain(DEVICE_TOKEN);
    expect(response.json().data.identities).toEqual([
      {
        kind: 'mobile_device',
        label: 'iOS · iPhone 15 · token fcm-…wxyz',
        createdAt: expect.any(String),
      },
    ]);
    const other = await a360(t.app, brand, 'UserInfo', { passportId });
    expect(other.statusCode).toBe(404);
  });

  it('scores someone who never engaged as never, 0', async () => {
    const bob = await insertPerson(t.app, admin.clientId, { email: 'bob@example.com' });
    const info = (await a360(t.app, admin, 'UserInfo', { passportId: bob.passportId })).json().data;
    expect(info.scores).toEqual({
      segment: 'never',
      engagementScore: 0,
      engagements: 0,
      lastEngagedAt: null,
      conversions: 0,
      revenue: 0,
    });
  });

  it("answers 404 for another client's person and 400 for a malformed passport id", async () => {
    const other = await insertPerson(t.app, brand.clientId, { email: 'bob@example.com' });
    const response = await a360(t.app, admin, 'UserInfo', { passportId: other.passportId });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(A360_MSG.notFound);
    const malformed = await a360(t.app, admin, 'UserInfo', { passportId: 'nope' });
    expect(malformed.statusCode).toBe(400);
  });
});
