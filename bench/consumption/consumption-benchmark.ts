/**
 * Issue 11's consumption benchmark: a client with a year of metered usage (BENCH_MESSAGES
 * messages, 10,000,000 by default, of which BENCH_MONTH_MESSAGES = 1,000,000 are real message
 * rows of the last full month, folded by the metering fold in the run), then over HTTP the
 * consumption page's endpoints (target p95 < 50 ms) and the activity CSV of the 1,000,000-row
 * month (target < 10 s with flat memory: the server's RSS is sampled during the download).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { foldMessages } from '../../apps/api/src/modules/consumption/index.ts';
import { signInOverApi } from '../../e2e/support/api-sign-in.ts';
import { benchDb } from '../dashboard/bench-db.ts';
import { describe, ms, postJson, timeCalls } from '../dashboard/timing.ts';
import type { BenchRow } from '../suites.ts';
import { writeUsageHistory } from './usage-history.ts';

const TARGET_MS = 50;
const TARGET_CSV_SECONDS = 10;
const HTTP_RUNS = 40;
const count = (n: number) => n.toLocaleString('en-GB');
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

export function usageHistorySize() {
  const messages = Number(process.env.BENCH_MESSAGES ?? 10_000_000);
  const monthMessages = Number(process.env.BENCH_MONTH_MESSAGES ?? 1_000_000);
  return { messages, monthMessages, communications: 400 };
}

export async function consumptionBenchmark(
  baseURL: string,
  context: { dataDir: string; serverPid?: number },
): Promise<BenchRow[]> {
  const size = usageHistorySize();
  const { db, clientId, close } = await benchDb(context.dataDir);
  try {
    const now = new Date();
    const started = performance.now();
    const { month, start, end } = await writeUsageHistory(db, clientId, size, now);
    const generated = (performance.now() - started) / 1000;
    process.stdout.write(`  (usage history written in ${generated.toFixed(0)} s)\n`);

    // The month's messages were written after the last fold, with past sent times: recount
    // everything sent since the month began, as the job would have folded it as it went. Under
    // the watermark's lock, so a worker's fold cannot run in between.
    await db.transaction().execute(async (trx) => {
      await sql`insert into usage_meter_state (name, watermark) values ('messages', ${start})
        on conflict (name) do nothing`.execute(trx);
      await sql`select watermark from usage_meter_state where name = 'messages' for update`.execute(
        trx,
      );
      await sql`delete from usage_daily where day >= ${start}::date
        and (metric = 'messages' or (metric = 'bandwidth_bytes' and channel_id = 1))`.execute(trx);
      await sql`delete from usage_communication_months where month >= ${start}::date`.execute(trx);
      await sql`update usage_meter_state set watermark = ${new Date(start.getTime() - 1)}
        where name = 'messages'`.execute(trx);
    });
    const foldStarted = performance.now();
    await foldMessages(db, now);
    const foldSeconds = (performance.now() - foldStarted) / 1000;
    const { rows: sent } = await sql<{ n: string }>`
      select count(*) as n from messages where client_id = ${clientId}
        and sent_at >= ${start} and sent_at < ${end}
        and status in ('sent', 'delivered', 'bounced')`.execute(db);
    const expected = Number(sent[0]!.n);

    const session = await signInOverApi(baseURL, 'admin@acme.test');
    const auth = { accesstoken: session.accessToken };
    const label = `year of ${count(size.messages)} metered messages`;
    const rows: BenchRow[] = [];
    const health = await timeCalls(
      () => fetch(`${baseURL}/api/health`).then((r) => r.arrayBuffer()),
      HTTP_RUNS,
    );
    const calls: [string, string, object][] = [
      ['Consumption/AccountStatus', 'this month', {}],
      ['Consumption/GetConsumptionDetails', `${month.year}-${month.month}`, month],
      ['Consumption/GetConsumptionDetails', 'email drill-down', { ...month, channelId: 1 }],
    ];
    for (const [endpoint, what, body] of calls) {
      const timing = await timeCalls(
        () => postJson(baseURL, `/api/${endpoint}`, body, auth),
        HTTP_RUNS,
      );
      rows.push({
        name: `${endpoint}, ${what} (${label})`,
        figure: describe(timing),
        baseline: `GET /api/health ${describe(health)}`,
        ratio: `${(timing.p50 / Math.max(health.p50, 0.01)).toFixed(1)}x /api/health`,
        target: `p95 < ${TARGET_MS} ms`,
        met: timing.p95 < TARGET_MS,
      });
    }
    const details = await postJson<{ channelConsumptionList: { messages: number }[] }>(
      baseURL,
      '/api/Consumption/GetConsumptionDetails',
      month,
      auth,
    );
    const monthTotal = details.channelConsumptionList.reduce((sum, c) => sum + c.messages, 0);
    rows.push({
      name: `metering fold of ${count(size.monthMessages)} sent messages`,
      figure: `${foldSeconds.toFixed(1)} s`,
      baseline: `month total after the fold: ${count(monthTotal)}`,
      ratio: `${count(Math.round(size.monthMessages / foldSeconds))} messages/s`,
      target: `all ${count(expected)} of the month counted`,
      met: monthTotal === expected,
    });

    const { url } = await postJson<{ url: string }>(
      baseURL,
      '/api/Consumption/DownloadActivityListCsv',
      month,
      auth,
    );
    const pid = context.serverPid;
    const rssBefore = pid ? rssKb(pid) : 0;
    let rssPeak = rssBefore;
    const sampler = pid ? setInterval(() => (rssPeak = Math.max(rssPeak, rssKb(pid))), 50) : null;
    const csvStarted = performance.now();
    const response = await fetch(`${baseURL}${url}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      // Counted natively: a JavaScript loop over 78 MB would be timed as the server's.
      const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines += 1;
    }
    const csvSeconds = (performance.now() - csvStarted) / 1000;
    if (sampler) clearInterval(sampler);
    const dataRows = lines - 1;
    rows.push({
      name: `activity CSV of ${count(dataRows)} rows (${(bytes / 1024 ** 2).toFixed(0)} MB)`,
      figure: `${csvSeconds.toFixed(1)} s`,
      baseline: pid
        ? `server RSS ${mb(rssBefore)} before, peak ${mb(rssPeak)} during`
        : 'server RSS not sampled',
      ratio: `${count(Math.round(dataRows / csvSeconds))} rows/s; +${mb(rssPeak - rssBefore)} RSS`,
      target: `< ${TARGET_CSV_SECONDS} s, flat memory`,
      met:
        csvSeconds < TARGET_CSV_SECONDS &&
        dataRows >= size.monthMessages &&
        rssPeak - rssBefore < 150 * 1024,
    });
    return rows;
  } finally {
    await close();
  }
}

export { ms };
