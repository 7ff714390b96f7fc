import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import { createMailer } from '#/plugins/mailer.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Job definition: the daily licence expiry check (notices 30, 7 and 1 days before a licence
 * ends). pg-boss's cron makes one job a day across every process; `missed: 'once'` runs a
 * check that came due while the product was down. The check itself is idempotent.
 */
export const LICENCE_EXPIRY_QUEUE = 'licence-expiry-v1';
/** 06:00 UTC: the notice is there when people in Europe start their day. */
export const LICENCE_EXPIRY_CRON = '0 6 * * *';

export type TLicenceExpiryWorkerDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

/** Runs one check now, with a mailer of its own (the worker process has no app). */
export async function runLicenceExpiryCheck(
  deps: Omit<TLicenceExpiryWorkerDeps, 'queue'> & { queue?: PgBoss },
): Promise<number> {
  const { raiseLicenceExpiryNotices } = await import('#/modules/licence/index.ts');
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  try {
    const sent = await raiseLicenceExpiryNotices({ ...deps, mailer });
    deps.log.info({ sent }, 'licence expiry check done');
    return sent;
  } finally {
    mailer.close();
  }
}

export async function workLicenceExpiry(deps: TLicenceExpiryWorkerDeps): Promise<void> {
  await deps.queue.createQueue(LICENCE_EXPIRY_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await deps.queue.schedule(LICENCE_EXPIRY_QUEUE, LICENCE_EXPIRY_CRON, null, {
    tz: 'UTC',
    missed: 'once',
  });
  await deps.queue.work(LICENCE_EXPIRY_QUEUE, { batchSize: 1 }, async () => {
    await runLicenceExpiryCheck(deps);
  });
}
