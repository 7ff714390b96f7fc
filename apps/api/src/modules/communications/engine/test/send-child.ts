/**
 * A sending worker in a process of its own, for the worker-kill test: it opens the database the
 * way the worker does and runs the scheduler's sweep (which resumes a run left under way) until
 * nothing is due. Env: DATABASE_URL, DATA_DIR, APP_SECRET; SEND_BATCH and SEND_CONCURRENCY (small
 * by default, so a kill lands mid-send).
 */
import { pino } from 'pino';
import { loadConfig } from '#/config.ts';
import { openDatabase } from '#/db/open-database.ts';
import { prepareConfig } from '#/secrets.ts';
import { runDueCommunications } from '../run-due.ts';

const config = await prepareConfig(
  loadConfig({ ...process.env, LOG_LEVEL: 'silent', ALLOW_PRIVATE_CHANNEL_HOSTS: 'true' }),
);
const log = pino({ enabled: false });
const database = await openDatabase(config, log);
try {
  let total = 0;
  for (;;) {
    const handled = await runDueCommunications({ db: database.db, config, log }, new Date(), {
      batchSize: Number(process.env.SEND_BATCH ?? 10),
      concurrency: Number(process.env.SEND_CONCURRENCY ?? 4),
    });
    total += handled;
    if (handled === 0) break;
  }
  process.stdout.write(`runs: ${total}\n`);
} finally {
  await database.close();
}
