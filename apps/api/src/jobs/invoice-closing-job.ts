import path from 'node:path';
import type { TWorkerDeps } from './workers.ts';
import { createMailer } from '#/plugins/mailer.ts';

/**
 * Job definition: the monthly close. pg-boss's cron makes one job on the 1st at 02:30 UTC
 * across every process (`missed: 'once'` runs a close that came due while the product was
 * down), and every start sends one catch-up job, so a month is never left open. The close is
 * idempotent (one invoice per client and month), so a repeated job issues nothing twice.
 */
export const INVOICE_CLOSING_QUEUE = 'invoice-closing-v1';
export const INVOICE_CLOSING_CRON = '30 2 1 * *';

export async function runInvoiceClosing(
  deps: Omit<TWorkerDeps, 'queue' | 'bulkPool' | 'shutdown'>,
) {
  const { closeMonth, previousPeriod } = await import('#/modules/invoices/index.ts');
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  try {
    const result = await closeMonth({ ...deps, mailer }, previousPeriod(new Date()));
    deps.log.info({ issued: result.issued.length, failed: result.failed }, 'invoice closing done');
    if (result.failed > 0) throw new Error(`${result.failed} clients could not be invoiced`);
    return result;
  } finally {
    mailer.close();
  }
}

export async function workInvoiceClosing(deps: TWorkerDeps): Promise<void> {
  await deps.queue.createQueue(INVOICE_CLOSING_QUEUE, { retryLimit: 5, retryDelay: 600 });
  await deps.queue.schedule(INVOICE_CLOSING_QUEUE, INVOICE_CLOSING_CRON, null, {
    tz: 'UTC',
    missed: 'once',
  });
  await deps.queue.work(INVOICE_CLOSING_QUEUE, { batchSize: 1 }, async () => {
    await runInvoiceClosing(deps);
  });
  // Catch-up: one job per start (singleton for the hour, so several processes send one).
  await deps.queue.send(INVOICE_CLOSING_QUEUE, null, {
    singletonKey: 'catch-up',
    singletonSeconds: 3600,
  });
}
