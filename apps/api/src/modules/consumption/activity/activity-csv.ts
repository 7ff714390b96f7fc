import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CHANNELS } from '@resonate/contracts/channels';
import { ACTIVITY_CSV_HEADER } from '@resonate/contracts/consumption/consumption';
import { csvCell } from '@resonate/contracts/format/csv';
import type { TPricePlan } from '@resonate/contracts/pricing/price-plans';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { withTenantClient } from '#/db/tenant-client.ts';
import { loadClientPlan } from '../client-plan.ts';
import { BILLABLE_STATUSES } from '../monthly-usage.ts';
import { monthRange } from '../month-range.ts';
import type { TActivityClaims } from './activity-token.ts';

/** Neutralised exactly as csvCell does (a leading =, +, -, @, tab or CR gets an apostrophe). */
function safeText(value: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`case when left(${value}, 1) in ('=', '+', '-', '@', E'\t', E'\r')
    then '''' || (${value}) else nullif(${value}, '') end`;
}

/**
 * The recipient, masked: the activity list is billing evidence, not a contact export. An email
 * keeps its first character and its domain (j***@example.com), anything else its last four
 * characters (*******4567).
 */
const MASKED_ADDRESS = sql`case
  when m.address is null then null
  when position('@' in m.address) > 1
    then left(m.address, 1) || '***' || substring(m.address from position('@' in m.address))
  else repeat('*', greatest(length(m.address) - 4, 0)) || right(m.address, 4) end`;

/** A message's list price in the plan currency (major units): thousandths of a minor unit / 10^5. */
export function priceText(priceMilli: number): string {
  return (priceMilli / 100_000).toFixed(5);
}

function caseOfChannel(values: Map<number, string>, otherwise: string) {
  const arms = [...values].map(([id, text]) => sql`when ${sql.lit(id)} then ${sql.lit(text)}`);
  return sql`case m.channel_id ${sql.join(arms, sql` `)} else ${sql.lit(otherwise)} end`;
}

/**
 * One row per message sent in the month (the messages that make up its consumption), oldest
 * first, read in sent_at order from messages_sent_idx. Its cost is the message's list price
 * when it is billable, 0 when it failed afterwards.
 */
export function activitySelect(plan: TPricePlan, claims: TActivityClaims) {
  const range = monthRange(claims.year, claims.month);
  const names = new Map(CHANNELS.map((c) => [c.id as number, c.name as string]));
  const prices = new Map(
    Object.entries(plan.channels).map(([id, p]) => [Number(id), priceText(p.unitPriceMilli)]),
  );
  const billable = sql.join(BILLABLE_STATUSES.map((status) => sql.lit(status)));
  return sql`
    select to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
      ${safeText(sql`c.name`)},
      ${caseOfChannel(names, 'Other')},
      ${safeText(MASKED_ADDRESS)},
      m.status,
      case when m.status in (${billable}) then ${caseOfChannel(prices, priceText(0))}
        else ${sql.lit(priceText(0))} end
    from messages m
    join communications c on c.client_id = m.client_id and c.id = m.communication_id
    where m.client_id = ${sql.lit(claims.clientId)}
      and m.sent_at >= ${sql.lit(range.start.toISOString())}::timestamptz
      and m.sent_at < ${sql.lit(range.end.toISOString())}::timestamptz
      ${claims.channelId === undefined ? sql`` : sql`and m.channel_id = ${sql.lit(claims.channelId)}`}
    order by m.sent_at, m.id`;
}

/** The header line (written by Node through csvCell; the currency is the plan's). */
export function activityHeader(currency: string): string {
  const cells = ACTIVITY_CSV_HEADER.map((cell) => (cell === 'Cost' ? `Cost (${currency})` : cell));
  return `${cells.map(csvCell).join(',')}\n`;
}

/**
 * GET Consumption/DownloadActivityListCsv: COPY ... TO STDOUT streamed through a bulk
 * connection inside one tenant transaction, with backpressure, so memory stays flat at a
 * million rows. Resolves once the header is written, so a failure before that is an ordinary
 * error answer.
 */
export async function streamActivityCsv(
  deps: { db: Kysely<DB>; bulkPool: pg.Pool; log: { warn: (o: object, m: string) => void } },
  claims: TActivityClaims,
): Promise<Readable> {
  const output = new PassThrough();
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const plan = await withTenant(deps.db, { clientId: claims.clientId }, (trx) =>
    loadClientPlan(trx, claims.clientId),
  );
  const done = withTenantClient(deps.bulkPool, { clientId: claims.clientId }, async (client) => {
    const query = activitySelect(plan.plan, claims).compile(deps.db).sql;
    const copy = client.query(copyTo(`copy (${query}) to stdout with (format csv)`));
    output.write(`\uFEFF${activityHeader(plan.plan.currency)}`);
    started();
    await pipeline(copy, output);
  });
  await Promise.race([ready, done]);
  done.catch((error: unknown) => {
    deps.log.warn({ err: error }, 'activity export stopped');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
