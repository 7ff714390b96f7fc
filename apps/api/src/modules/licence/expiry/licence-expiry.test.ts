import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { runLicenceExpiryCheck } from '#/jobs/licence-expiry-job.ts';
import { raiseLicenceExpiryNotices, reachedThresholds } from './raise-expiry-notices.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createDemoApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** Sets Acme Retail's licence to end `days` after `from`. */
async function endAcmeLicenceIn(days: number, from = Date.now()) {
  await sql`update licences set valid_until = ${new Date(from + days * DAY_MS)}
    where client_id = (select id from clients where name = 'Acme Retail')
      and replaced_at is null`.execute(t.app.ownerDb);
}

async function expiryNotices(email: string) {
  const { rows } = await sql<{ event_name: string }>`
    select n.event_name from notifications n join users u on u.id = n.user_id
    where u.email = ${email} and n.notification_type_id = 7 order by n.id`.execute(t.app.ownerDb);
  return rows.map((row) => row.event_name);
}

describe('licence expiry notices', () => {
  it('knows which thresholds a date has reached', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    expect(reachedThresholds(at(31), now)).toEqual([]);
    expect(reachedThresholds(at(30), now)).toEqual([30]);
    expect(reachedThresholds(at(6.5), now)).toEqual([30, 7]);
    expect(reachedThresholds(at(0.5), now)).toEqual([30, 7, 1]);
  });

  it('tells the account admins 30, 7 and 1 days before, once each', async () => {
    const start = Date.now();
    await endAcmeLicenceIn(29.5, start);
    const day = (n: number) => new Date(start + n * DAY_MS);

    expect(await raiseLicenceExpiryNotices(t.app, day(0))).toBe(1);
    expect(await raiseLicenceExpiryNotices(t.app, day(0))).toBe(0);
    expect(await raiseLicenceExpiryNotices(t.app, day(1))).toBe(0);
    expect(await raiseLicenceExpiryNotices(t.app, day(23))).toBe(1);
    expect(await raiseLicenceExpiryNotices(t.app, day(24))).toBe(0);
    expect(await raiseLicenceExpiryNotices(t.app, day(29))).toBe(1);
    expect(await raiseLicenceExpiryNotices(t.app, day(29.2))).toBe(0);
    // Ended: nothing more.
    expect(await raiseLicenceExpiryNotices(t.app, day(30))).toBe(0);

    expect(await expiryNotices('admin@acme.test')).toEqual([
      'Your Business licence expires in 30 days',
      'Your Business licence expires in 7 days',
      'Your Business licence expires in 1 day',
    ]);
    // Not an account admin: not told.
    expect(await expiryNotices('viewer@acme.test')).toEqual([]);
  });

  it('sends one notice for a licence first seen inside a later threshold', async () => {
    await sql`delete from licence_expiry_notices`.execute(t.app.ownerDb);
    await sql`delete from notifications where notification_type_id = 7`.execute(t.app.ownerDb);
    await endAcmeLicenceIn(5);
    expect(await raiseLicenceExpiryNotices(t.app)).toBe(1);
    expect(await raiseLicenceExpiryNotices(t.app)).toBe(0);
    expect(await expiryNotices('admin@acme.test')).toEqual([
      'Your Business licence expires in 5 days',
    ]);
  });

  it("respects the admins' alert settings", async () => {
    await sql`delete from licence_expiry_notices`.execute(t.app.ownerDb);
    await sql`delete from notifications where notification_type_id = 7`.execute(t.app.ownerDb);
    await sql`insert into notification_settings (client_id, user_id, notification_type_id, in_app, email)
      select client_id, id, 7, false, false from users where email = 'admin@acme.test'`.execute(
      t.app.ownerDb,
    );
    await endAcmeLicenceIn(20);
    // The job's entry point (its own mailer), as pg-boss runs it.
    await runLicenceExpiryCheck({ db: t.app.db, config: t.app.config, log: t.app.log });
    expect(await expiryNotices('admin@acme.test')).toEqual([]);
    const { rows } = await sql<{ days_before: number }>`
      select days_before from licence_expiry_notices`.execute(t.app.ownerDb);
    expect(rows.map((row) => row.days_before)).toEqual([30]);
  });
});
