import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERABILITY_MSG } from '@resonate/contracts/campaigns/deliverability';
import { runComplaintRateCheck } from '#/jobs/complaint-rate-job.ts';
import {
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { insertEmailCommunication } from '../engine/test/engine-fixture.ts';
import { raiseComplaintRateAlert } from './complaint-rate-alert.ts';

/**
 * Issue 22, item 4: an account whose spam complaints pass 0.3% of its email over 7 days (the
 * Gmail limit) alerts its admins, once per quiet period; below the limit, or with complaints
 * older than the window, nothing is raised.
 */
let f: TCommunicationFixture;
let communicationId: number;
const sentMails: number[] = [];

beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 1, smtp: false });
  communicationId = await insertEmailCommunication(ownerOf(f.app), f.clientId, [f.listId]);
}, 60_000);
afterAll(async () => {
  await f.close();
});

/** `count` sent emails, `hoursAgo` hours ago; their ids join sentMails. */
async function sent(count: number, hoursAgo = 1) {
  const { rows } = await sql<{ id: string }>`insert into messages
      (client_id, communication_id, passport_id, channel_id, address, status, sent_at, run_no)
    select ${f.clientId}, ${communicationId}, ${f.contacts[0]!.passportId}, 1,
      'reader-' || i || '@example.test', 'sent', now() - make_interval(hours => ${hoursAgo}),
      ${sentMails.length} + i
    from generate_series(1, ${count}::int) as i returning id`.execute(f.app.ownerDb);
  sentMails.push(...rows.map((row) => Number(row.id)));
  return rows.map((row) => Number(row.id));
}

async function complaintsOn(messageIds: number[], hoursAgo = 1) {
  for (const id of messageIds) {
    await sql`insert into bounce_reports (client_id, message_id, kind, received_at)
      values (${f.clientId}, ${id}, 'complaint', now() - make_interval(hours => ${hoursAgo}))`.execute(
      f.app.ownerDb,
    );
  }
}

const alerts = () =>
  ownerOf(f.app)
    .selectFrom('notifications')
    .select(['user_id', 'event_name'])
    .where('client_id', '=', f.clientId)
    .where('notification_type_id', '=', 11)
    .execute();

describe('complaint rate alert', () => {
  it('stays quiet at or below 0.3%, and for complaints older than 7 days', async () => {
    const ids = await sent(1000);
    await complaintsOn(ids.slice(0, 3));
    expect(await raiseComplaintRateAlert(f.app, f.clientId)).toBe(false);
    // Ten more complaints, but on mail of a fortnight ago: outside the window.
    const old = await sent(10, 14 * 24);
    await complaintsOn(old, 14 * 24);
    expect(await raiseComplaintRateAlert(f.app, f.clientId)).toBe(false);
    expect(await alerts()).toEqual([]);
  });

  it('alerts every account admin above 0.3%, once per quiet period', async () => {
    await complaintsOn(sentMails.slice(3, 5));
    // 5 complaints of 1,000 emails in the window: 0.5%.
    expect(await runComplaintRateCheck(f.app)).toBe(1);
    const raised = await alerts();
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.map((r) => Number(r.user_id))).toContain(f.admin.userId);
    expect(raised[0]!.event_name).toBe(DELIVERABILITY_MSG.complaintRateHigh(5, 1000, 0.005));
    expect(raised[0]!.event_name).toContain('0.50%');
    // Still high an hour later: no second alert within the quiet period.
    expect(await raiseComplaintRateAlert(f.app, f.clientId)).toBe(false);
    expect(await alerts()).toHaveLength(raised.length);
  });
});
