import nodemailer from 'nodemailer';
import { STATUS } from '../../packages/contracts/src/campaigns/communication-status.ts';
import { SMTP_POOL } from '../../apps/api/src/channels/smtp-adapter.ts';
import { runCommunication } from '../../apps/api/src/modules/communications/index.ts';
import type { BenchRow } from '../suites.ts';
import {
  inOwnDatabase,
  seedAudience,
  startSink,
  useSink,
  type TBenchEngine,
  type TSink,
} from './bench-deps.ts';

/**
 * Issue 9's benchmark: an email communication to N contacts (default 100,000) through the
 * sending engine (audience expansion, per-message rendering and tracking, pooled SMTP,
 * message rows, 'sent' events and rollups) to a local SMTP sink that accepts and discards;
 * baseline in the same run: nodemailer alone, pooled with the same connections, sending the
 * same number of pre-rendered messages to the same sink. Peak RSS shows memory stays flat.
 */
export const DEFAULT_CONTACTS = 100_000;

const HTML = `<html><body><h1>Hello {{ firstName }}</h1>
<p>Our autumn collection is here, {{ firstName | default: "friend" }}.</p>
<p><a href="https://shop.example.test/autumn?utm_source=email">Shop now</a></p>
</body></html>`;

const perSecond = (count: number, ms: number) => (count / ms) * 1000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Samples this process's RSS while `fn` runs, and the CPU time of all its threads (the engine's
 * MIME workers included; not the database's or the sink's): on a shared machine CPU per message
 * moves less than the wall clock.
 */
async function withRss<T>(fn: () => Promise<T>) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), 250);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await fn();
    const cpu = process.cpuUsage(cpuBefore);
    return {
      result,
      ms: performance.now() - started,
      cpuMs: (cpu.user + cpu.system) / 1000,
      samples,
    };
  } finally {
    clearInterval(timer);
  }
}

async function baseline(sink: TSink, count: number) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sink.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    ...SMTP_POOL,
  });
  const before = await sink.count();
  const html = HTML.replaceAll('{{ firstName }}', 'Person').replace(/\{\{[^}]*\}\}/g, 'Person');
  let next = 0;
  const lanes = Array.from({ length: SMTP_POOL.maxConnections * 2 }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await transport.sendMail({
        from: 'bench@resonate.test',
        to: `baseline-${i}@bench.test`,
        subject: 'Hello Person',
        html,
        text: 'Hello Person',
        messageId: `<baseline.${i}@bench.test>`,
      });
    }
  });
  const measured = await withRss(() => Promise.all(lanes));
  transport.close();
  return { ...measured, delivered: (await sink.count()) - before };
}

export async function communicationsBenchmark(
  bench: TBenchEngine,
  contacts = DEFAULT_CONTACTS,
): Promise<BenchRow[]> {
  const { deps, owner: db, clientId } = bench;
  const sink = await startSink();
  try {
    const tag = `b${Date.now().toString(36)}`;
    const listId = await seedAudience(db, clientId, contacts, tag);
    await useSink(deps, clientId, sink.port);
    const base = await baseline(sink, contacts);

    const row = await db
      .insertInto('communications')
      .values({
        client_id: clientId,
        name: `Bench ${tag}`,
        channel_id: 1,
        // Sending with no next run: the bench server's own sweep leaves it to this process.
        status: STATUS.sending,
        audience: JSON.stringify({ listIds: [listId], suppressionListIds: [] }),
        content: JSON.stringify({
          kind: 'email',
          subject: 'Hello {{ firstName }}',
          preheader: 'Autumn is here',
          html: HTML,
          text: 'Hello {{ firstName }}',
        }),
        schedule: JSON.stringify({ kind: 'now' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await sink.count();
    const engine = await withRss(() =>
      runCommunication(deps, { clientId, communicationId: row.id, run: 1 }),
    );
    if (engine.result !== 'finished') throw new Error(`engine run ended ${engine.result}`);
    const delivered = (await sink.count()) - before;
    const done = await db
      .selectFrom('communications')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();

    const engineRate = perSecond(delivered, engine.ms);
    const cpuPerMessage = (run: { cpuMs: number }, count: number) =>
      `${(run.cpuMs / Math.max(1, count)).toFixed(2)} ms CPU/msg`;
    const baseRate = perSecond(base.delivered, base.ms);
    const ratio = engineRate / baseRate;
    const quarter = engine.samples[Math.floor(engine.samples.length / 4)] ?? 0;
    const peak = Math.max(...engine.samples, 0);
    return [
      {
        name: `email communication to ${contacts.toLocaleString('en-GB')} contacts (engine)`,
        figure: `${engineRate.toFixed(0)} msg/s (${(engine.ms / 1000).toFixed(1)} s, ${delivered} delivered, ${cpuPerMessage(engine, delivered)})`,
        baseline: `nodemailer alone ${baseRate.toFixed(0)} msg/s (${(base.ms / 1000).toFixed(1)} s, ${cpuPerMessage(base, base.delivered)})`,
        ratio: `${(ratio * 100).toFixed(0)}% of baseline`,
        target: '>= 1,000 msg/s and >= 50% of baseline',
        met:
          engineRate >= 1_000 &&
          ratio >= 0.5 &&
          delivered === contacts &&
          done.status === STATUS.sent,
      },
      {
        name: 'sending engine memory (bench process RSS)',
        figure: `peak ${mb(peak)}, ${mb(quarter)} at a quarter of the run`,
        baseline: `nodemailer alone peak ${mb(Math.max(...base.samples, 0))}`,
        ratio: `${quarter > 0 ? ((peak / quarter) * 100).toFixed(0) : '-'}% of early RSS`,
        target: 'flat (peak <= 1.5x early RSS)',
        met: quarter > 0 && peak <= quarter * 1.5,
      },
    ];
  } finally {
    await sink.stop();
  }
}

/** The `npm run bench` entry: on an embedded database of its own, so no server's worker races it. */
export async function communicationsSuite(contacts = DEFAULT_CONTACTS): Promise<BenchRow[]> {
  return inOwnDatabase('resonate-bench-comm-', (bench) => communicationsBenchmark(bench, contacts));
}
