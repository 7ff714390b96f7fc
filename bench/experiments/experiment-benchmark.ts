import { sql } from 'kysely';
import { STATUS } from '../../packages/contracts/src/campaigns/communication-status.ts';
import { runCommunication } from '../../apps/api/src/modules/communications/index.ts';
import {
  inOwnDatabase,
  seedAudience,
  startSink,
  useSink,
  type TBenchEngine,
  type TSink,
} from '../communications/bench-deps.ts';
import type { BenchRow } from '../suites.ts';

/**
 * Issue 27's benchmark: the A/B decision and the winner's send. A two-variant email test to N
 * contacts (20 % tested) runs its test share; then, at the test's end, the timer starts: the
 * engine decides (figures of the test share, z-test) and sends the winner to the other 80 %.
 * Figures: test end to the winner's first message at the sink, and to the last. Baseline in
 * the same run, on the same list and sink: the same email without a test, from the run's start
 * to its first message and to its last.
 */
export const DEFAULT_CONTACTS = 1_000_000;

const content = (subject: string) =>
  JSON.stringify({
    kind: 'email',
    subject,
    preheader: '',
    html: '<p>Hello {{ firstName }}</p><p><a href="https://shop.example.test/">Shop</a></p>',
    text: 'Hello {{ firstName }}',
  });

async function insertCommunication(bench: TBenchEngine, listId: number, name: string) {
  const row = await bench.owner
    .insertInto('communications')
    .values({
      client_id: bench.clientId,
      name,
      channel_id: 1,
      // Sending with no next run: the bench's own process runs it.
      status: STATUS.sending,
      audience: JSON.stringify({ listIds: [listId], suppressionListIds: [] }),
      content: content('Hello {{ firstName }}'),
      schedule: JSON.stringify({ kind: 'now' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A run timed from its call to the sink's first new message and to its end. */
async function timedRun(bench: TBenchEngine, sink: TSink, communicationId: number) {
  const before = await sink.count();
  const started = performance.now();
  let firstMs: number | null = null;
  let done = false;
  const run = runCommunication(bench.deps, { clientId: bench.clientId, communicationId, run: 1 });
  void run.finally(() => (done = true));
  while (!done && firstMs === null) {
    if ((await sink.count()) > before) firstMs = performance.now() - started;
  }
  const result = await run;
  const totalMs = performance.now() - started;
  return { result, firstMs: firstMs ?? totalMs, totalMs, delivered: (await sink.count()) - before };
}

export async function experimentBenchmark(
  bench: TBenchEngine,
  contacts = DEFAULT_CONTACTS,
): Promise<BenchRow[]> {
  const sink = await startSink();
  try {
    const tag = `ab${Date.now().toString(36)}`;
    const listId = await seedAudience(bench.owner, bench.clientId, contacts, tag);
    await useSink(bench.deps, bench.clientId, sink.port);

    const plain = await insertCommunication(bench, listId, `Plain ${tag}`);
    const base = await timedRun(bench, sink, plain);
    if (base.result !== 'finished') throw new Error(`plain run ended ${base.result}`);

    const tested = await insertCommunication(bench, listId, `AB ${tag}`);
    // The test as SaveExperiment stores it (written straight, as the communication is).
    const variants = [
      { name: 'A', subject: 'Hello {{ firstName }}' },
      { name: 'B', subject: 'Hi {{ firstName }}, new in' },
    ];
    await sql`insert into communication_experiments (client_id, communication_id, variants,
        test_share_percent, metric, duration_hours, default_variant)
      values (${bench.clientId}, ${tested}, ${JSON.stringify(variants)}::jsonb, 20, 'clicks', 4, 0)`.execute(
      bench.owner,
    );
    const testShare = await timedRun(bench, sink, tested);
    if (testShare.result !== 'waiting') throw new Error(`test share ended ${testShare.result}`);
    // A tenth of B's messages were clicked, none of A's: B wins with confidence.
    await sql`update messages set clicked_at = now(), opened_at = now()
      where client_id = ${bench.clientId} and communication_id = ${tested} and variant = 1
        and id % 10 = 0`.execute(bench.owner);
    // The test's end has come.
    await sql`update communication_experiments set test_ends_at = now()
      where client_id = ${bench.clientId} and communication_id = ${tested}`.execute(bench.owner);
    await sql`update communications set next_run_at = now()
      where client_id = ${bench.clientId} and id = ${tested}`.execute(bench.owner);
    const winner = await timedRun(bench, sink, tested);
    if (winner.result !== 'finished') throw new Error(`winner's send ended ${winner.result}`);
    const decided = await sql<{ winner: number; state: string }>`
      select winner, state from communication_experiments
      where client_id = ${bench.clientId} and communication_id = ${tested}`.execute(bench.owner);

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const rate = (n: number, ms: number) => `${((n / ms) * 1000).toFixed(0)} msg/s`;
    const all = testShare.delivered + winner.delivered;
    return [
      {
        name: `A/B test end to the winner's first message, ${contacts.toLocaleString('en-GB')} contacts`,
        figure: `${s(winner.firstMs)} (decision and the rest's expansion included)`,
        baseline: `same email without a test: start to first message ${s(base.firstMs)}`,
        ratio: `${(winner.firstMs / Math.max(1, base.firstMs)).toFixed(2)}x`,
        target: '<= 2x the send without a test',
        met: winner.firstMs <= 2 * base.firstMs && decided.rows[0]?.winner === 1,
      },
      {
        name: `A/B winner's send to the rest (${winner.delivered} messages)`,
        figure: `${s(winner.totalMs)}, ${rate(winner.delivered, winner.totalMs)}; test share ${testShare.delivered} in ${s(testShare.totalMs)}`,
        baseline: `without a test: ${base.delivered} in ${s(base.totalMs)}, ${rate(base.delivered, base.totalMs)}`,
        ratio: `${((winner.delivered / winner.totalMs / (base.delivered / base.totalMs)) * 100).toFixed(0)}% of its rate`,
        target: `every contact once (${contacts}); rate >= 50% of the send without a test`,
        met:
          all === contacts &&
          decided.rows[0]?.state === 'winner_sent' &&
          winner.delivered / winner.totalMs >= 0.5 * (base.delivered / base.totalMs),
      },
    ];
  } finally {
    await sink.stop();
  }
}

/** The `npm run bench` entry: on an embedded database of its own. */
export async function experimentSuite(contacts = DEFAULT_CONTACTS): Promise<BenchRow[]> {
  return inOwnDatabase('resonate-bench-ab-', (bench) => experimentBenchmark(bench, contacts));
}
