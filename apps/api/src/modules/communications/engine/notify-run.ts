import path from 'node:path';
import { createMailer, type TMailer } from '#/plugins/mailer.ts';
import { notify } from '#/modules/notifications/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TRunCommunication } from './run-state.ts';

let mailer: TMailer | undefined;

/** Workers have no app instance: the mailer notify() needs is made once per process. */
function mailerOf(deps: TCommunicationDeps): TMailer {
  mailer ??= createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  return mailer;
}

/** "Communication sent" or "failed" to its creator. Never fails the run. */
export async function notifyRun(
  deps: TCommunicationDeps,
  communication: TRunCommunication,
  outcome: { ok: boolean; summary: string },
): Promise<void> {
  if (communication.createdBy === null) return;
  try {
    await notify({ ...deps, mailer: mailerOf(deps) }, undefined, {
      clientId: communication.clientId,
      userId: communication.createdBy,
      eventType: outcome.ok ? 'communicationSent' : 'communicationFailed',
      eventName: `${communication.name}: ${outcome.summary}`.slice(0, 300),
      details: { Communication: `${deps.config.publicUrl}/communication` },
    });
  } catch (error) {
    deps.log.warn({ err: error, communicationId: communication.id }, 'run notification not raised');
  }
}
