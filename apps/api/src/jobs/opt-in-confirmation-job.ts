import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * Job definition: mail one client's due double opt-in confirmations (issue 28, item 2). The
 * payload names only the client: the due records are in contact_opt_ins (mail_due), so a job
 * delivered twice, or queued by an import and a resend at once, finds the work already claimed.
 */
export const OPT_IN_CONFIRMATION_QUEUE = 'opt-in-confirmation-v1';

export const ZOptInConfirmationJobSchema = z.object({ clientId: z.number().int().positive() });
export type TOptInConfirmationJob = z.infer<typeof ZOptInConfirmationJobSchema>;

export type TOptInWorkerDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
};

const ensured = new WeakSet<PgBoss>();

async function ensureQueue(queue: PgBoss) {
  if (ensured.has(queue)) return;
  // A mail server that refuses is retried after a minute, then ten, then an hour.
  await queue.createQueue(OPT_IN_CONFIRMATION_QUEUE, {
    notify: true,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
  ensured.add(queue);
}

/** Queues the client's due confirmations (after the commit that made them due). */
export async function enqueueOptInConfirmations(queue: PgBoss, clientId: number): Promise<void> {
  await ensureQueue(queue);
  await queue.send(OPT_IN_CONFIRMATION_QUEUE, { clientId });
}

/** Starts the worker; the mail code loads with the first job. */
export async function workOptInConfirmations(deps: TOptInWorkerDeps): Promise<void> {
  await ensureQueue(deps.queue);
  await deps.queue.work<TOptInConfirmationJob>(
    OPT_IN_CONFIRMATION_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { clientId } = ZOptInConfirmationJobSchema.parse(job.data);
      const { sendDueConfirmations } = await import('#/modules/audience/index.ts');
      const { openBrandMailer } = await import('#/modules/communication-settings/index.ts');
      const sent = await sendDueConfirmations(deps, clientId, () =>
        openBrandMailer(deps, clientId),
      );
      deps.log.info({ clientId, sent }, 'opt-in confirmations mailed');
    },
  );
}
