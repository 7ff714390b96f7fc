import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '#/config.ts';
import { openDatabase, type TDatabase } from '#/db/open-database.ts';
import { loadDemoContacts, topUpContacts, writeDemoHistory } from '#/modules/demo/index.ts';
import { EVENTS_LIMITS } from '@resonate/contracts/events/ingest';
import { prepareConfig } from '#/secrets.ts';

/**
 * `npm run demo:generate -- --contacts N --events M [--client <id or name>] [--months 6]
 * [--seed 42]` writes a realistic campaign and event history for a client (default: the demo
 * tenant, Acme Retail) through the product's ingestion. Uses the database of DATA_DIR (or
 * DATABASE_URL), also while a server runs on it. Progress goes to stderr.
 */
const USAGE = `Usage: npm run demo:generate -- --contacts <n> --events <n> [options]

  --contacts <n>   people the history is about; the client's contacts are topped up to n
  --events <n>     stored events to generate (campaign funnels and web traffic)
  --client <id|name>  the client (default: Acme Retail, the demo tenant)
  --months <n>     months of history up to today, 1-12 (default 6)
  --seed <n>       random seed (default 42): the same seed gives the same history
  --batch <n>      events per ingestion call (default 5000)
  --lanes <n>      concurrent ingestion calls, split by person (default 2)`;

class UsageError extends Error {}

function whole(
  values: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  fallback?: number,
) {
  const raw = values[name];
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const value = Number(String(raw).replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

async function findClient(database: TDatabase, wanted: string | undefined) {
  const { rows } = await sql<{ id: string; name: string }>`
    select id, name from clients
    where ${wanted === undefined ? sql`tenant_short_code = 'ACME'` : /^\d+$/.test(wanted) ? sql`id = ${Number(wanted)}` : sql`lower(name) = lower(${wanted})`}
    order by id limit 1`.execute(database.ownerDb);
  const row = rows[0];
  if (!row)
    throw new UsageError(
      `No client ${wanted ?? 'Acme Retail'}; start the server once to seed the demo tenant`,
    );
  return { id: Number(row.id), name: row.name };
}

const duration = (seconds: number) =>
  seconds >= 90
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(0)} s`;

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      contacts: { type: 'string' },
      events: { type: 'string' },
      client: { type: 'string' },
      months: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      lanes: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const contactsWanted = whole(values, 'contacts', 1, 50_000_000);
  const events = whole(values, 'events', 1, 1_000_000_000);
  // Twelve months stay inside the ingestion's age limit (EVENTS_LIMITS.maxAgeDays).
  const months = whole(values, 'months', 1, Math.floor(EVENTS_LIMITS.maxAgeDays / 31), 6);
  const seed = whole(values, 'seed', 0, 2 ** 31, 42);
  const batchSize = whole(values, 'batch', 1, 50_000, 5000);
  const lanes = whole(values, 'lanes', 1, 8, 2);

  const config = await prepareConfig(loadConfig());
  const database = await openDatabase(config, pino({ enabled: false }));
  try {
    const client = await findClient(database, values.client);
    const say = (line: string) => process.stderr.write(`${line}\n`);
    say(
      `${client.name} (client ${client.id}): ${contactsWanted.toLocaleString('en-GB')} contacts, ${events.toLocaleString('en-GB')} events over ${months} months, seed ${seed}`,
    );
    const added = await topUpContacts(database.db, client.id, contactsWanted, (done, missing) =>
      process.stderr.write(
        `\r  contacts: ${done.toLocaleString('en-GB')} / ${missing.toLocaleString('en-GB')} added`,
      ),
    );
    if (added > 0) say('');
    const contacts = await loadDemoContacts(database.db, client.id, contactsWanted);
    const started = performance.now();
    let lastShown = 0;
    const summary = await writeDemoHistory(database.db, {
      clientId: client.id,
      contacts,
      events,
      months,
      seed,
      now: new Date(),
      batchSize,
      lanes,
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - lastShown < 1000 && done < total) return;
        lastShown = now;
        const seconds = (now - started) / 1000;
        const rate = done / Math.max(seconds, 0.001);
        const eta = (total - done) / Math.max(rate, 1);
        process.stderr.write(
          `\r  events: ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')}  ${Math.round(rate).toLocaleString('en-GB')} events/s  ETA ${duration(eta)}   `,
        );
      },
    });
    const seconds = (performance.now() - started) / 1000;
    say('');
    say(
      `  ${summary.communications} communications, ${summary.accepted.toLocaleString('en-GB')} accepted, ${summary.duplicates.toLocaleString('en-GB')} already stored, ${summary.rejected} rejected, ${summary.messages.toLocaleString('en-GB')} messages`,
    );
    for (const reason of summary.rejections) say(`  rejected ${reason}`);
    say(
      `  done in ${duration(seconds)} (${Math.round(events / seconds).toLocaleString('en-GB')} events/s); history ${summary.runKey}`,
    );
    if (summary.rejected > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : String((error as Error).stack ?? error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`\n${USAGE}\n`);
  process.exitCode = known ? 2 : 1;
});
