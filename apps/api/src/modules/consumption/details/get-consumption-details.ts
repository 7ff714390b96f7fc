import { sql, type Kysely, type Transaction } from 'kysely';
import {
  CONSUMPTION_LIMITS,
  CONSUMPTION_MSG,
  isFutureMonth,
  monthKey,
  type TChannelDetail,
  type TConsumptionDetails,
  type TConsumptionPeriod,
} from '@resonate/contracts/consumption/consumption';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { loadClientPlan, type TClientPlan } from '../client-plan.ts';
import { monthUsage, percentOf } from '../month-usage.ts';
import { isoDay, monthRange } from '../month-range.ts';
import { channelConsumption } from './channel-consumption.ts';

/** 400 for a month that has not started (UTC). */
export function assertPastOrCurrentMonth(period: { year: number; month: number }, now: Date) {
  if (isFutureMonth(period.year, period.month, now)) {
    throw new AppError('BAD_REQUEST', CONSUMPTION_MSG.futureMonth, {
      errors: { month: CONSUMPTION_MSG.futureMonth },
    });
  }
}

/** 400 unless the licence enables the channel or the client has ever metered messages on it. */
export async function assertClientChannel(
  trx: Transaction<DB>,
  clientId: number,
  plan: TClientPlan,
  channelId: number,
) {
  if (plan.channelIds.includes(channelId)) return;
  const used = await trx
    .selectFrom('usage_daily')
    .select('day')
    .where('client_id', '=', clientId)
    .where('metric', '=', 'messages')
    .where('channel_id', '=', channelId)
    .limit(1)
    .executeTakeFirst();
  if (!used) {
    throw new AppError('BAD_REQUEST', CONSUMPTION_MSG.unknownChannel, {
      errors: { channelId: CONSUMPTION_MSG.unknownChannel },
    });
  }
}

/**
 * POST Consumption/GetConsumptionDetails: one month of the client's usage (the spec's
 * consumption slice) and, with a channel, that channel's daily series, departments and top
 * communications. The whole client's usage whatever the session's department: consumption is
 * billed per client.
 */
export async function getConsumptionDetails(
  db: Kysely<DB>,
  clientId: number,
  period: TConsumptionPeriod,
  now = new Date(),
): Promise<TConsumptionDetails> {
  assertPastOrCurrentMonth(period, now);
  return withTenant(db, { clientId }, async (trx) => {
    const plan = await loadClientPlan(trx, clientId);
    if (period.channelId !== undefined)
      await assertClientChannel(trx, clientId, plan, period.channelId);
    const usage = await monthUsage(trx, clientId, period.year, period.month);
    const channelIds = [...new Set([...plan.channelIds, ...usage.messages.keys()])].sort(
      (a, b) => a - b,
    );
    const channelConsumptionList = channelIds.map((id) =>
      channelConsumption(plan.plan, id, usage.messages.get(id) ?? 0),
    );
    const { limits } = plan.plan;
    const gauge = (used: number, limit: number) => ({
      used,
      limit,
      percent: percentOf(used, limit),
    });
    const details: TConsumptionDetails = {
      monthYear: monthKey(period.year, period.month),
      currency: plan.plan.currency,
      bandwidth: gauge(usage.bandwidthBytes, limits.bandwidthBytes),
      dataStorage: gauge(usage.storageBytes, limits.storageBytes),
      dBConsumption: gauge(usage.databaseBytes, limits.databaseBytes),
      contacts: gauge(usage.contacts, limits.contacts),
      apiCalls: gauge(usage.apiCalls, limits.apiCallsPerMonth),
      lastUpdatedDateTime: usage.lastUpdatedAt?.toISOString() ?? null,
      channelConsumptionList,
      totalCostMinor: channelConsumptionList.reduce((sum, row) => sum + row.costMinor, 0),
    };
    if (period.channelId !== undefined) {
      const channel =
        channelConsumptionList.find((row) => row.channelId === period.channelId) ??
        channelConsumption(plan.plan, period.channelId, 0);
      details.channelDetail = await channelDetail(trx, clientId, period, channel, now);
    }
    return details;
  });
}

async function channelDetail(
  trx: Transaction<DB>,
  clientId: number,
  period: TConsumptionPeriod,
  channel: TChannelDetail['channel'],
  now: Date,
): Promise<TChannelDetail> {
  const range = monthRange(period.year, period.month);
  const base = trx
    .selectFrom('usage_daily as u')
    .where('u.client_id', '=', clientId)
    .where('u.metric', '=', 'messages')
    .where('u.channel_id', '=', channel.channelId)
    .where('u.day', '>=', range.from)
    .where('u.day', '<', range.to);
  const [daily, departments, communications] = await Promise.all([
    base
      .select([
        sql<string>`to_char(u.day, 'YYYY-MM-DD')`.as('day'),
        sql<string>`sum(u.quantity)`.as('n'),
      ])
      .groupBy('u.day')
      .execute(),
    base
      .leftJoin('departments as d', (join) =>
        join.onRef('d.client_id', '=', 'u.client_id').onRef('d.id', '=', 'u.department_id'),
      )
      .select(['u.department_id', 'd.name', sql<string>`sum(u.quantity)`.as('n')])
      .groupBy(['u.department_id', 'd.name'])
      .orderBy(sql`sum(u.quantity)`, 'desc')
      .execute(),
    trx
      .selectFrom('usage_communication_months as u')
      .leftJoin('communications as c', (join) =>
        join.onRef('c.client_id', '=', 'u.client_id').onRef('c.id', '=', 'u.communication_id'),
      )
      .select(['u.communication_id', 'c.name', 'u.messages as n'])
      .where('u.client_id', '=', clientId)
      .where('u.month', '=', range.from)
      .where('u.channel_id', '=', channel.channelId)
      .orderBy('u.messages', 'desc')
      .orderBy('u.communication_id')
      .limit(CONSUMPTION_LIMITS.topCommunications)
      .execute(),
  ]);
  const perDay = new Map(daily.map((row) => [row.day, Number(row.n)]));
  const series: TChannelDetail['daily'] = [];
  const last = range.end < now ? range.end : now;
  for (let day = range.start; day < last; day = new Date(day.getTime() + 86_400_000)) {
    series.push({ day: isoDay(day), messages: perDay.get(isoDay(day)) ?? 0 });
  }
  return {
    channel,
    daily: series,
    byDepartment: departments.map((row) => ({
      departmentId: row.department_id,
      departmentName:
        row.name ?? (row.department_id === 0 ? 'No department' : 'Deleted department'),
      messages: Number(row.n),
    })),
    byCommunication: communications.map((row) => ({
      communicationId: row.communication_id,
      communicationName: row.name ?? 'Deleted communication',
      messages: Number(row.n),
    })),
  };
}
