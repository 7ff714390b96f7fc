import path from 'node:path';
import { importRows, importsFinished } from '#/metrics/registry.ts';
import { createMailer, type TMailer } from '#/plugins/mailer.ts';
import { notify } from '#/modules/notifications/index.ts';
import type { TImportRow } from '../import-repository.ts';
import type { TImportOutcome } from './import-rows.ts';
import type { TRunDeps } from './run-deps.ts';

let mailer: TMailer | undefined;

/** Workers have no app instance: the mailer notify() needs is made once per process. */
function mailerOf(deps: TRunDeps): TMailer {
  mailer ??= createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  return mailer;
}

const count = (value: number) => value.toLocaleString('en-GB');

/**
 * "Import finished" to the user who started the import (in-app, and by mail when they chose
 * so): what it added, updated and rejected, or why it failed. Never fails the run. Every run
 * that ends (but a cancelled one) passes here once, so the import metrics are counted here too.
 */
export async function notifyImport(
  deps: TRunDeps,
  row: TImportRow,
  result: { outcome: TImportOutcome } | { error: string },
): Promise<void> {
  importsFinished.inc({ outcome: 'outcome' in result ? 'completed' : 'failed' });
  if ('outcome' in result) importRows.inc(result.outcome.rowsRead);
  if (row.created_by === null) return;
  const fileNames = (row.files as { name: string }[]).map((file) => file.name).join(', ');
  const eventName =
    'outcome' in result
      ? `Import of ${fileNames} finished: ${count(result.outcome.rowsInserted)} added, ${count(
          result.outcome.rowsUpdated,
        )} updated, ${count(result.outcome.rowsRejected)} rejected`
      : `Import of ${fileNames} failed: ${result.error}`;
  try {
    await notify({ ...deps, mailer: mailerOf(deps) }, undefined, {
      clientId: row.client_id,
      userId: row.created_by,
      eventType: 'importFinished',
      eventName: eventName.slice(0, 300),
      details: { Import: `${deps.config.publicUrl}/audience/master-data/import/${row.id}` },
    });
  } catch (error) {
    deps.log.warn({ err: error, importId: row.id }, 'import notification not raised');
  }
}
