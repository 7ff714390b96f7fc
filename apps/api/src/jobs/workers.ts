import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';
import type { TShutdown } from './shutdown.ts';
import { workAuditRetention } from './audit-retention-job.ts';
import { workAttributeCleanups } from './contact-attribute-cleanup-job.ts';
import { workCommunicationSends } from './communication-send-job.ts';
import { workComplaintRate } from './complaint-rate-job.ts';
import { workContactImports } from './contact-import-job.ts';
import { workInvoiceClosing } from './invoice-closing-job.ts';
import { workInvoiceOverdue } from './invoice-overdue-job.ts';
import { workJourneyTicks } from './journey-job.ts';
import { workLicenceExpiry } from './licence-expiry-job.ts';
import { workExpireAdhocLists } from './expire-adhoc-lists-job.ts';
import { workEventPartitions } from './event-partitions-job.ts';
import { workMobilePushBroadcasts } from './mobile-push-broadcast-job.ts';
import { workOptInConfirmations } from './opt-in-confirmation-job.ts';
import { workTransactionalMessages } from './transactional-send-job.ts';
import { workTransactionalRetention } from './transactional-retention-job.ts';
import { workUploadSweep } from './upload-sweep-job.ts';
import { workUsageMetering } from './usage-metering-job.ts';
import { workWebhookDeliveries } from './webhook-delivery-job.ts';
import { startBounceIntake } from '#/modules/communications/index.ts';

export type TWorkerDeps = {
  db: Kysely<DB>;
  /** Raw app-role clients for COPY streams (see db/tenant-client.ts). */
  bulkPool: pg.Pool;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue: PgBoss;
  /** Aborted on SIGTERM: long jobs hand their work back (shutdown.ts). */
  shutdown: TShutdown;
};

/**
 * Every job handler, started once per process that works jobs: inside `npm start` (the queue
 * plugin, unless RUN_WORKER=false) and in `npm run worker`.
 */
export async function startJobWorkers(deps: TWorkerDeps): Promise<void> {
  await workWebhookDeliveries(deps);
  await workMobilePushBroadcasts(deps);
  await workExpireAdhocLists(deps);
  await workLicenceExpiry(deps);
  await workContactImports(deps);
  await workOptInConfirmations(deps);
  await workAttributeCleanups(deps);
  await workCommunicationSends(deps);
  await workTransactionalMessages(deps);
  await workUsageMetering(deps);
  await workInvoiceClosing(deps);
  await workInvoiceOverdue(deps);
  await workJourneyTicks(deps);
  await workUploadSweep(deps);
  await workComplaintRate(deps);
  await workEventPartitions(deps);
  await workAuditRetention(deps);
  await workTransactionalRetention(deps);
  await startBounceIntake(deps);
}
