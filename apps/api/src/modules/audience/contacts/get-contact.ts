import type { Kysely } from 'kysely';
import { CONTACT_MSG, type TContactDetails } from '@resonate/contracts/audience/contacts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { contactProfile } from './contact-profile.ts';
import { toContactEvent } from './contact-view.ts';
import { findContact, listRecentEvents } from './contacts-repository.ts';

/**
 * POST Audience/GetContact: one contact by id or passport id, with its channel identities, the
 * static lists it belongs to and its latest events. Another client's contact is 404.
 */
export async function getContact(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { contactId?: number; passportId?: string },
): Promise<TContactDetails> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await findContact(trx, body);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MSG.notFound);
    const events = await listRecentEvents(trx, row.passport_id);
    return {
      ...(await contactProfile(trx, row)),
      events: events.map(toContactEvent),
    };
  });
}
