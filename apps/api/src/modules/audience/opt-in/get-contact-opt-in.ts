import type { Kysely, Transaction } from 'kysely';
import { CONTACT_MSG } from '@resonate/contracts/audience/contacts';
import type { TContactOptIn } from '@resonate/contracts/audience/opt-in';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A contact's consent record, in the caller's tenant transaction ('none': no double opt-in). */
export async function readContactOptIn(
  trx: Transaction<DB>,
  clientId: number,
  contactId: number,
): Promise<TContactOptIn> {
  const row = await trx
    .selectFrom('contact_opt_ins')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return {
    status: row?.status ?? 'none',
    source: row?.source ?? null,
    email: row?.email ?? null,
    requestedAt: iso(row?.requested_at ?? null),
    mailsSent: row?.mails_sent ?? 0,
    lastMailAt: iso(row?.last_mail_at ?? null),
    confirmedAt: iso(row?.confirmed_at ?? null),
    confirmedIp: row?.confirmed_ip ?? null,
    confirmedUserAgent: row?.confirmed_user_agent ?? null,
  };
}

/** Audience/GetContactOptIn: the consent record of one of the client's contacts (404 otherwise). */
export async function getContactOptIn(
  db: Kysely<DB>,
  clientId: number,
  contactId: number,
): Promise<TContactOptIn> {
  return withTenant(db, { clientId }, async (trx) => {
    const contact = await trx
      .selectFrom('contacts')
      .select('id')
      .where('client_id', '=', clientId)
      .where('id', '=', contactId)
      .executeTakeFirst();
    if (!contact) throw new AppError('NOT_FOUND', CONTACT_MSG.notFound);
    return readContactOptIn(trx, clientId, contactId);
  });
}
