/**
 * Issue 28, item 3: transactional messages over HTTP. Two figures from one run against the
 * product server (API and worker in one process, as `npm start`):
 * - accepted per second: SENDERS closed-loop callers POST /api/v1/messages, each call with an
 *   Idempotency-Key of its own and a bare address, for BENCH_TX_SECONDS (default 10);
 * - accept to SMTP handoff at p95: once that backlog is sent, a steady trickle (STEADY_RATE a
 *   second, BENCH_TX_STEADY_RATE) whose each message's time from its accept (transactional_messages.created_at) to
 *   its handoff (messages.sent_at, stamped when the SMTP server answered) is read back.
 * The sink is a local SMTP server in a child process that accepts and discards.
 */
import { sql } from 'kysely';
import { signInOverApi } from '../../e2e/support/api-sign-in.ts';
import { engineDeps, startSink, useSink } from '../communications/bench-deps.ts';
import { postJson } from '../dashboard/timing.ts';
import type { BenchContext, BenchRow } from '../suites.ts';

const SENDERS = 32;
/** A rate the server keeps up with even on a loaded machine, so the figure is latency, not backlog. */
const STEADY_RATE = Number(process.env.BENCH_TX_STEADY_RATE ?? 5);
const STEADY_SECONDS = 6;
const TARGET_PER_SECOND = 1_000;
const TARGET_P95_MS = 1_000;

type TTally = { accepted: number; errors: number; ms: number[] };

async function accept(baseURL: string, key: string, templateId: number, n: string, t: TTally) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/v1/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${key}`,
      'idempotency-key': `bench-${n}`,
    },
    body: JSON.stringify({
      templateId,
      to: { email: `tx-${n}@bench.test` },
      variables: { orderId: n, total: '42.00' },
    }),
  });
  await response.arrayBuffer();
  if (response.status === 202) {
    t.accepted += 1;
    t.ms.push(performance.now() - started);
  } else t.errors += 1;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function transactionalBenchmark(
  baseURL: string,
  context: BenchContext,
): Promise<BenchRow[]> {
  const bench = await engineDeps(context.dataDir);
  const sink = await startSink();
  try {
    await useSink(bench.deps, bench.clientId, sink.port);
    const template = await bench.owner
      .insertInto('communication_templates')
      .values({
        client_id: bench.clientId,
        channel_id: 1,
        name: 'Bench receipt',
        status: 'ready',
        content: JSON.stringify({
          kind: 'email',
          subject: 'Order {{ orderId }} confirmed',
          html: '<p>Thank you, your order {{ orderId }} of {{ total }} is on its way.</p>',
          text: 'Order {{ orderId }} of {{ total }}',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const templateId = Number(template.id);
    const session = await signInOverApi(baseURL, 'admin@acme.test');
    const { key } = await postJson<{ key: string }>(
      baseURL,
      '/api/DataExchange/CreateApiKey',
      { clientId: session.clientId, name: 'Benchmark transactional', scopes: ['messages:send'] },
      { accesstoken: session.accessToken },
    );
    const run = `${process.pid}-${Date.now()}`;

    // Burst: accepted per second over HTTP.
    const seconds = Number(process.env.BENCH_TX_SECONDS ?? 10);
    const burst: TTally = { accepted: 0, errors: 0, ms: [] };
    let serial = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        while (performance.now() < deadline) {
          await accept(baseURL, key, templateId, `${run}-b${(serial += 1)}`, burst);
        }
      }),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    const drainStarted = performance.now();
    const sentOf = async (prefix: string) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from messages
        where client_id = ${bench.clientId} and address like ${`tx-${prefix}%`}
          and status in ('sent', 'delivered')`.execute(bench.owner);
      return rows[0]!.n;
    };
    while ((await sentOf(`${run}-b`)) < burst.accepted) {
      if (performance.now() - drainStarted > 10 * 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;

    // Steady trickle: accept to SMTP handoff.
    const steady: TTally = { accepted: 0, errors: 0, ms: [] };
    const calls: Promise<void>[] = [];
    for (let i = 0; i < STEADY_RATE * STEADY_SECONDS; i++) {
      calls.push(accept(baseURL, key, templateId, `${run}-s${i}`, steady));
      await new Promise((resolve) => setTimeout(resolve, 1000 / STEADY_RATE));
    }
    await Promise.all(calls);
    const waitStarted = performance.now();
    while ((await sentOf(`${run}-s`)) < steady.accepted) {
      if (performance.now() - waitStarted > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { rows } = await sql<{ ms: number }>`
      select extract(epoch from m.sent_at - t.created_at) * 1000 as ms
      from transactional_messages t
      join messages m on m.client_id = t.client_id and m.id = t.message_id
        and m.created_at = t.message_created_at
      where t.client_id = ${bench.clientId} and t.idempotency_key like ${`bench-${run}-s%`}
        and m.sent_at is not null
      order by 1`.execute(bench.owner);
    const handoff = rows.map((row) => Number(row.ms));
    const perSecond = burst.accepted / burstSeconds;
    const acceptMs = burst.ms.sort((a, b) => a - b);
    const p95 = percentile(handoff, 0.95);
    return [
      {
        name: `POST /api/v1/messages, ${SENDERS} callers, each with its own Idempotency-Key`,
        figure: `${Math.round(perSecond).toLocaleString('en-GB')} accepted/s`,
        baseline: `answer p50 ${percentile(acceptMs, 0.5).toFixed(0)} ms, p95 ${percentile(acceptMs, 0.95).toFixed(0)} ms; ${burst.accepted} sent to the sink in ${(burstSeconds + drainSeconds).toFixed(0)} s`,
        ratio: `${((perSecond / TARGET_PER_SECOND) * 100).toFixed(0)}% of target`,
        target: `>= ${TARGET_PER_SECOND.toLocaleString('en-GB')}/s, no errors`,
        met: perSecond >= TARGET_PER_SECOND && burst.errors === 0,
      },
      {
        name: `accept to SMTP handoff, p95, ${STEADY_RATE} messages/s for ${STEADY_SECONDS} s`,
        figure: `${p95.toFixed(0)} ms`,
        baseline: `p50 ${percentile(handoff, 0.5).toFixed(0)} ms; ${handoff.length} of ${steady.accepted} handed over`,
        ratio: `${((p95 / TARGET_P95_MS) * 100).toFixed(0)}% of target`,
        target: `< ${TARGET_P95_MS} ms`,
        met: p95 < TARGET_P95_MS && handoff.length === steady.accepted && steady.errors === 0,
      },
    ];
  } finally {
    await sink.stop();
    await bench.close();
  }
}
