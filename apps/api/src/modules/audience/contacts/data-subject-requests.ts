import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CONTACT_DATA_MSG } from '@resonate/contracts/audience/contact-data';
import { recordAudit } from '#/db/audit-record.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { issueContactDataToken } from './contact-data-token.ts';
import { streamContactData, type TDownload } from './contact-data-stream.ts';
import { findContact, type TContactRow } from './contacts-repository.ts';
import { deleteContacts } from './delete-contacts.ts';

type TDeps = Pick<FastifyInstance, 'db' | 'config'> & { log: FastifyBaseLogger };

export const CONTACT_DATA_DOWNLOAD_PATH = '/api/Audience/DownloadContactData';

/** Who asked: a user's session or an API key. */
export type TDsrActor = { userId: number } | { apiKeyId: number };

/**
 * The one place a data subject request is recorded: a structured log line (actor, client,
 * contact) and an audit log entry per contact (issue 28, item 5; its actor and address are the
 * request's).
 */
export async function recordDataSubjectRequest(
  deps: Pick<TDeps, 'db' | 'log'>,
  action: 'export' | 'erase',
  entry: { actor: TDsrActor; clientId: number; contactIds: readonly number[] },
): Promise<void> {
  deps.log.info({ dsr: action, ...entry }, `data subject request: ${action}`);
  await recordAudit(deps.db, entry.clientId, {
    action,
    objectType: 'contacts',
    objectIds: entry.contactIds,
  });
}

async function loadContact(
  deps: TDeps,
  clientId: number,
  by: { contactId?: number; passportId?: string; email?: string },
): Promise<TContactRow> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    by.email !== undefined
      ? trx
          .selectFrom('contacts')
          .select('id')
          .where('email', '=', by.email)
          .executeTakeFirst()
          .then((found) => (found ? findContact(trx, { contactId: found.id }) : undefined))
      : findContact(trx, by),
  );
  if (!row) throw new AppError('NOT_FOUND', CONTACT_DATA_MSG.notFound);
  return row;
}

/** POST Audience/ExportContactData: a one-minute link to the contact's JSON document. */
export async function exportContactData(
  deps: TDeps,
  auth: TAuthContext,
  body: { contactId?: number; passportId?: string },
): Promise<{ url: string }> {
  const row = await loadContact(deps, auth.clientId, body);
  const token = issueContactDataToken(deps.config.appSecret, {
    clientId: auth.clientId,
    userClientId: auth.userClientId,
    contactId: row.id,
  });
  await recordDataSubjectRequest(deps, 'export', {
    actor: { userId: auth.userId },
    clientId: auth.clientId,
    contactIds: [row.id],
  });
  return { url: `${CONTACT_DATA_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}` };
}

/** The JSON document of one contact, streamed (session download link or API key). */
export async function downloadContactData(
  deps: TDeps,
  clientId: number,
  by: { contactId: number } | { passportId: string } | { email: string },
  apiKeyId?: number,
): Promise<TDownload> {
  const row = await loadContact(deps, clientId, by);
  if (apiKeyId !== undefined) {
    await recordDataSubjectRequest(deps, 'export', {
      actor: { apiKeyId },
      clientId,
      contactIds: [row.id],
    });
  }
  return { passportId: row.passport_id, body: await streamContactData(deps, clientId, row) };
}

/**
 * DELETE /api/v1/contacts/{key}: the data-subject deletion of Audience/DeleteContacts for one
 * contact. A second call finds nothing and answers 404, as for any unknown contact.
 */
export async function eraseContact(
  deps: TDeps,
  clientId: number,
  by: { passportId: string } | { email: string },
  actor: TDsrActor,
): Promise<{ passportId: string }> {
  const row = await loadContact(deps, clientId, by);
  const deleted = await deleteContacts(deps, { clientId }, { contactIds: [row.id] });
  // Erased by a concurrent call between the lookup and the deletion: gone all the same.
  if (deleted === 0) throw new AppError('NOT_FOUND', CONTACT_DATA_MSG.notFound);
  await recordDataSubjectRequest(deps, 'erase', {
    actor,
    clientId,
    contactIds: [row.id],
  });
  return { passportId: row.passport_id };
}
