import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMPTION_MSG } from '@resonate/contracts/consumption/consumption';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { withTenant } from '#/db/tenant.ts';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { foldMessages, FOLD_LAG_MS } from '../meter/fold-messages.ts';
import { channelUsageForMonth } from '../monthly-usage.ts';
import { raiseThresholds } from '../thresholds/raise-thresholds.ts';
import { sendAllowance } from '../usage-gate.ts';
import { insertCommunication, insertMessages, setLicenceType } from './consumption-fixtures.ts';

let t: TTestApp;
let token: string;
let clientId: number;
const now = new Date();
/** Test messages are sent in the half hour before now; each fold passes a clock in it. */
const base = now.getTime() - 30 * 60_000;
const at = (minutes: number) => new Date(base + minutes * 60_000);
/** A fold clock that counts everything sent up to `minutes`. */
const foldAt = (minutes: number) => new Date(base + minutes * 60_000 + FOLD_LAG_MS);
const year = now.getUTCFullYear();
const month = now.getUTCMonth() + 1;

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { accesstoken: token } });

async function usageOf(communicationId: number) {
  const { rows } = await sql<{ n: string }>`
    select sum(messages) as n from usage_communication_months
    where client_id = ${clientId} and communication_id = ${communicationId}`.execute(t.app.ownerDb);
  return { messages: rows[0]?.n === null ? undefined : Number(rows[0]!.n) };
}

beforeAll(async () => {
  t = await createDemoApp();
  ({ accessToken: token, clientId } = await signIn(t.app, 'admin@acme.test'));
  // The demo history's messages are folded first, so each test counts only its own.
  await foldMessages(t.app.db, foldAt(0));
}, 120_000);
afterAll(() => t?.close());

describe('usage metering', () => {
  it('folds billable messages once, by channel and communication, incrementally', async () => {
    const comm = await insertCommunication(t.app, clientId, 21, 'Metered WhatsApp');
    const one = { clientId, communicationId: comm, channelId: 21, sentAt: at(1) };
    await insertMessages(t.app, { ...one, count: 120, status: 'sent' });
    await insertMessages(t.app, { ...one, count: 30, status: 'delivered', runNo: 2 });
    await insertMessages(t.app, { ...one, count: 7, status: 'bounced', runNo: 3 });
    await insertMessages(t.app, { ...one, count: 11, status: 'failed', runNo: 4 });
    await insertMessages(t.app, { ...one, count: 5, status: 'queued', sentAt: null, runNo: 5 });

    // Not folded yet: the invoice figure already counts them (sent after the watermark).
    const before = await withTenant(t.app.db, { clientId }, (trx) =>
      channelUsageForMonth(trx, clientId, year, month),
    );
    const whatsappBefore = before.find((row) => row.channelId === 21)?.quantity ?? 0;
    expect(whatsappBefore).toBeGreaterThanOrEqual(157);

    expect(await foldMessages(t.app.db, foldAt(2))).toContain(clientId);
    expect((await usageOf(comm)).messages).toBe(157);
    // A second fold over the same window counts nothing twice.
    expect(await foldMessages(t.app.db, foldAt(2))).toEqual([]);
    expect((await usageOf(comm)).messages).toBe(157);

    const after = await withTenant(t.app.db, { clientId }, (trx) =>
      channelUsageForMonth(trx, clientId, year, month),
    );
    expect(after.find((row) => row.channelId === 21)?.quantity).toBe(whatsappBefore);

    // Only the new ones are folded next time (no rescan).
    await insertMessages(t.app, { ...one, count: 3, status: 'sent', sentAt: at(2.5), runNo: 6 });
    await foldMessages(t.app.db, foldAt(3));
    expect((await usageOf(comm)).messages).toBe(160);

    const response = await post('/api/Consumption/GetConsumptionDetails', {
      month,
      year,
      channelId: 21,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const row = data.channelConsumptionList.find((c: { channelId: number }) => c.channelId === 21);
    expect(row.messages).toBe(whatsappBefore + 3);
    expect(data.channelDetail.byCommunication).toContainEqual({
      communicationId: comm,
      communicationName: 'Metered WhatsApp',
      messages: 160,
    });
    const dailyTotal = data.channelDetail.daily.reduce(
      (sum: number, d: { messages: number }) => sum + d.messages,
      0,
    );
    expect(dailyTotal).toBe(row.messages);
  });

  it('counts email bytes as bandwidth and API calls of signed-in requests', async () => {
    const comm = await insertCommunication(t.app, clientId, 1, 'Metered email');
    const sentAt = at(4);
    await insertMessages(t.app, {
      clientId,
      communicationId: comm,
      channelId: 1,
      count: 10,
      sentAt,
      status: 'sent',
    });
    await foldMessages(t.app.db, foldAt(5));
    const usage = await usageOf(comm);
    expect(usage.messages).toBe(10);
    const { rows } = await sql<{ n: string }>`
      select sum(quantity) as n from usage_daily where client_id = ${clientId}
        and metric = 'bandwidth_bytes' and channel_id = 1 and day = ${sentAt.toISOString().slice(0, 10)}`.execute(
      t.app.ownerDb,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(10 * 20);

    await post('/api/Consumption/AccountStatus', {});
    await t.app.usageMeter.flush();
    const status = (await post('/api/Consumption/AccountStatus', {})).json().data;
    expect(status.limits.apiCallsPerMonth.used).toBeGreaterThanOrEqual(1);
    expect(status.limits.bandwidthBytes.used).toBeGreaterThan(0);
  });

  it('raises the 80% and 100% notices once a month and blocks a blocking plan at 100%', async () => {
    await setLicenceType(t.app, clientId, 1); // Starter: blocks at the limit
    const included = pricePlanOf(1).channels[2]!.includedPerMonth;
    const comm = await insertCommunication(t.app, clientId, 2, 'Metered SMS');
    const sms = { clientId, communicationId: comm, channelId: 2, sentAt: at(7), status: 'sent' };
    // The demo history may have SMS this month already: top up to exactly 80%.
    const used = async () =>
      (
        await withTenant(t.app.db, { clientId }, (trx) =>
          channelUsageForMonth(trx, clientId, year, month),
        )
      ).find((row) => row.channelId === 2)?.quantity ?? 0;
    const already = await used();
    const target80 = Math.ceil(included * 0.8);
    if (already < target80) await insertMessages(t.app, { ...sms, count: target80 - already });
    await foldMessages(t.app.db, foldAt(8));

    const notices = async () => {
      const { rows } = await sql<{ event_name: string }>`
        select event_name from notifications where client_id = ${clientId}
          and event_name like 'SMS messages reached%'`.execute(t.app.ownerDb);
      return rows.map((row) => row.event_name);
    };
    await raiseThresholds(t.app, clientId, now);
    await raiseThresholds(t.app, clientId, now);
    const at80 = await notices();
    expect(at80.filter((n) => n.includes('80%')).length).toBeGreaterThanOrEqual(1);
    const per80 = at80.length;
    expect(at80.some((n) => n.includes('100%'))).toBe(already >= included);

    // A communication queues its whole audience first: queued rows spend nothing yet, rows
    // being sent do.
    await insertMessages(t.app, { ...sms, sentAt: null, status: 'queued', count: 500, runNo: 7 });
    await insertMessages(t.app, { ...sms, sentAt: null, status: 'sending', count: 3, runNo: 8 });
    const left = await withTenant(t.app.db, { clientId }, (trx) =>
      sendAllowance(trx, clientId, 2, 1_000_000, now),
    );
    expect(left).toEqual({
      allowed: Math.max(0, included - (await used()) - 3),
      blocked: false,
    });
    await sql`delete from messages where client_id = ${clientId} and run_no in (7, 8)
      and communication_id = ${comm}`.execute(t.app.ownerDb);

    await insertMessages(t.app, {
      ...sms,
      sentAt: at(9),
      count: included - (await used()),
      runNo: 2,
    });
    await foldMessages(t.app.db, foldAt(10));
    await raiseThresholds(t.app, clientId, now);
    await raiseThresholds(t.app, clientId, now);
    const at100 = await notices();
    expect(at100.length).toBe(per80 + 1);
    expect(at100.filter((n) => n.includes('100%'))).toEqual([
      "SMS messages reached 100% of your plan's limit this month: further sends of this channel are blocked until next month",
    ]);
    const blocked = await withTenant(t.app.db, { clientId }, (trx) =>
      sendAllowance(trx, clientId, 2, 10, now),
    );
    expect(blocked).toEqual({ allowed: 0, blocked: true });

    await setLicenceType(t.app, clientId, 3); // Business: overage
    const overage = await withTenant(t.app.db, { clientId }, (trx) =>
      sendAllowance(trx, clientId, 2, 10, now),
    );
    expect(overage).toEqual({ allowed: 10, blocked: false });
  });

  it('answers bad periods and channels with a clear 400', async () => {
    const future = new Date(Date.UTC(year, month, 1));
    const cases: [object, string][] = [
      [
        { month: future.getUTCMonth() + 1, year: future.getUTCFullYear() },
        CONSUMPTION_MSG.futureMonth,
      ],
      [{ month: 13, year }, CONSUMPTION_MSG.badMonth],
      [{ month: 0, year }, CONSUMPTION_MSG.badMonth],
      [{ month: 1.5, year }, CONSUMPTION_MSG.badMonth],
      [{ month, year: 'x' }, CONSUMPTION_MSG.badYear],
    ];
    for (const [payload, message] of cases) {
      for (const url of [
        '/api/Consumption/GetConsumptionDetails',
        '/api/Consumption/DownloadActivityListCsv',
      ]) {
        const response = await post(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(JSON.stringify(response.json())).toContain(message);
      }
    }
    await setLicenceType(t.app, clientId, 1); // Starter: email, SMS, web notification
    const noChannel = await post('/api/Consumption/GetConsumptionDetails', {
      month,
      year,
      channelId: 26,
    });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().message).toBe(CONSUMPTION_MSG.unknownChannel);
    // A channel outside the licence that has usage (WhatsApp, metered above) is still shown.
    const used = await post('/api/Consumption/GetConsumptionDetails', {
      month,
      year,
      channelId: 21,
    });
    expect(used.statusCode).toBe(200);
    await setLicenceType(t.app, clientId, 3);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/Consumption/ActivityListCsv?token=abc',
    });
    expect(forged.statusCode).toBe(401);
  });
});
