import path from 'node:path';
import type { TWorkerDeps } from './workers.ts';
import { createMailer } from '#/plugins/mailer.ts';

/**
 * Job definition: the daily overdue-invoice check (issue 26). pg-boss's cron makes one job a
 * day across every process (`missed: 'once'` runs a check that came due while the product was
 * down), and every start sends one catch-up job (a singleton for the hour, so several processes
 * send one). Each invoice's alert is claimed in the database, so a rerun sends nothing twice.
 */
export const INVOICE_OVERDUE_QUEUE = 'invoice-overdue-v1';
/** 07:00 UTC: after the night's closing and before people in Europe start their day. */
export const INVOICE_OVERDUE_CRON = '0 7 * * *';

export async function runInvoiceOverdueCheck(
  deps: Omit<TWorkerDeps, 'queue' | 'bulkPool' | 'shutdown'>,
): Promise<number> {
  const { raiseOverdueInvoiceAlerts } = await import('#/modules/invoices/index.ts');
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  try {
    const sent = await raiseOverdueInvoiceAlerts({ ...deps, mailer });
    deps.log.info({ sent }, 'overdue invoice check done');
    return sent;
  } finally {
    mailer.close();
  }
}

export async function workInvoiceOverdue(deps: TWorkerDeps): Promise<void> {
  await deps.queue.createQueue(INVOICE_OVERDUE_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await deps.queue.schedule(INVOICE_OVERDUE_QUEUE, INVOICE_OVERDUE_CRON, null, {
    tz: 'UTC',
    missed: 'once',
  });
  await deps.queue.work(INVOICE_OVERDUE_QUEUE, { batchSize: 1 }, async () => {
    await runInvoiceOverdueCheck(deps);
  });
  await deps.queue.send(INVOICE_OVERDUE_QUEUE, null, {
    singletonKey: 'catch-up',
    singletonSeconds: 3600,
  });
}
