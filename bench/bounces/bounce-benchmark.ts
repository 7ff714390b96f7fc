import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import {
  startBounceReceiver,
  parseReport,
  verpSigner,
} from '../../apps/api/src/modules/communications/index.ts';
import { inOwnDatabase, type TBenchEngine } from '../communications/bench-deps.ts';
import type { BenchRow } from '../suites.ts';

export const DEFAULT_BOUNCES = 100_000;
/** DSNs in flight at once over a pool of SMTP connections, as a busy MX would send them. */
const IN_FLIGHT = 128;
const CONNECTIONS = 32;

const TEMPLATE = readFileSync(
  new URL(
    '../../apps/api/src/modules/communications/bounces/fixtures/postfix-hard.eml',
    import.meta.url,
  ),
  'utf8',
).replace(/\r?\n/g, '\r\n');

/** N email messages of one communication, to N contacts (set-based). */
async function seedMessages(bench: TBenchEngine, count: number): Promise<number[]> {
  const { owner, clientId } = bench;
  const communication = await owner
    .insertInto('communications')
    .values({ client_id: clientId, name: 'Bounce benchmark', channel_id: 1, status: 5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into contacts (client_id, email, first_name)
    select ${clientId}, 'bounce-' || i || '@example.test', 'Bounce ' || i
    from generate_series(1, ${count}::int) as i`.execute(owner);
  const { rows } = await sql<{ id: number }>`
    insert into messages (client_id, communication_id, passport_id, channel_id, address, status, sent_at)
    select ${clientId}, ${communication.id}, passport_id, 1, email, 'sent', now()
    from contacts where client_id = ${clientId} and email like 'bounce-%@example.test'
    returning id`.execute(owner);
  return rows.map((row) => Number(row.id));
}

const perSecond = (count: number, ms: number) => (count / ms) * 1000;

/**
 * Issue 22: 100,000 delivery status notifications (Postfix-shaped, 5.1.1) through the built-in
 * inbound SMTP receiver, each parsed, verified by VERP, handled (message bounced, address
 * suppressed, event and figures) before the receiver answers 250. Baseline in the same run:
 * parsing the same mails alone.
 */
export async function bounceBenchmark(bench: TBenchEngine, count: number): Promise<BenchRow[]> {
  const verp = verpSigner(bench.deps.config.appSecret);
  const ids = await seedMessages(bench, count);
  const mails = ids.map((messageId, i) => {
    const address = verp.address({ clientId: bench.clientId, messageId }, 'bounces@acme.test');
    const mail = TEMPLATE.replaceAll('{{VERP}}', address).replaceAll(
      '{{RCPT}}',
      `bounce-${i + 1}@example.test`,
    );
    return { address, mail };
  });

  const parseStart = performance.now();
  for (const { mail } of mails) parseReport(mail);
  const parseMs = performance.now() - parseStart;

  const log = pino({ enabled: false });
  const receiver = await startBounceReceiver(
    { db: bench.deps.db, verp, log },
    { port: 0, host: '127.0.0.1' },
  );
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: receiver.port,
    ignoreTLS: true,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: Infinity,
  });
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < mails.length) {
      const { address, mail } = mails[next++]!;
      await transport.sendMail({ envelope: { from: '', to: [address] }, raw: mail });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const receiveMs = performance.now() - start;
  transport.close();
  await receiver.close();

  const suppressed = await bench.owner
    .selectFrom('suppressions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', bench.clientId)
    .where('reason', '=', 'hard_bounce')
    .executeTakeFirstOrThrow();
  const received = perSecond(count, receiveMs);
  const parsed = perSecond(count, parseMs);
  return [
    {
      name: `${count.toLocaleString('en')} DSNs through the inbound SMTP receiver`,
      figure: `${received.toFixed(0)} msg/s (${(receiveMs / 1000).toFixed(1)} s)`,
      baseline: `parsing alone ${parsed.toFixed(0)} msg/s`,
      ratio: `${((received / parsed) * 100).toFixed(1)}% of parsing`,
      target: 'every address suppressed',
      met: Number(suppressed.n) === count,
    },
  ];
}

/** On an embedded database of its own (BENCH_BOUNCES to scale down). */
export async function bounceSuite(count = DEFAULT_BOUNCES): Promise<BenchRow[]> {
  return inOwnDatabase('resonate-bench-bounces-', (bench) => bounceBenchmark(bench, count));
}
