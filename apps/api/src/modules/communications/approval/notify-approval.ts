import path from 'node:path';
import type { Transaction } from 'kysely';
import type { TNotificationEventKey } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { createMailer, type TMailer } from '#/plugins/mailer.ts';
import { notify, type TDeliver } from '#/modules/notifications/index.ts';
import type { TCommunicationDeps } from '../deps.ts';

/** The app passes itself (with its mailer); workers and use cases called outside do not. */
export type TApprovalDeps = TCommunicationDeps & { mailer?: TMailer };

let ownMailer: TMailer | undefined;

function mailerOf(deps: TApprovalDeps): TMailer {
  if (deps.mailer) return deps.mailer;
  ownMailer ??= createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  return ownMailer;
}

/** Whether a user id is a user of the tenant (a creator may be an agency user, or gone). */
export async function isUserOfClient(trx: Transaction<DB>, userId: number | null) {
  if (userId === null) return false;
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return user !== undefined;
}

/**
 * One approval notification (bell, and mail per the user's alert settings), written in the
 * caller's transaction; the returned deliver sends the mails once that transaction committed.
 */
export function notifyApproval(
  deps: TApprovalDeps,
  trx: Transaction<DB>,
  input: {
    clientId: number;
    userId: number;
    eventType: Extract<TNotificationEventKey, 'approvalRequested' | 'approvalDecided'>;
    eventName: string;
    details: Record<string, string>;
  },
): Promise<TDeliver> {
  return notify({ ...deps, mailer: mailerOf(deps) }, trx, {
    ...input,
    eventName: input.eventName.slice(0, 300),
  });
}

/** Where the approver or the creator acts: the list page holds the approval panel. */
export function listPageUrl(deps: TCommunicationDeps): string {
  return `${deps.config.publicUrl}/communication/list`;
}
