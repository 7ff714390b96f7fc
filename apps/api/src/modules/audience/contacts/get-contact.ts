import type { Kysely } from 'kysely';
import { CONTACT_MSG, type TContactDetails } from '@resonate/contracts/audience/contacts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listAttributes } from './attributes-repository.ts';
import { toContact, toContactEvent } from './contact-view.ts';
import {
  findContact,
  listIdentities,
  listMemberships,
  listRecentEvents,
} from './contacts-repository.ts';

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
    const defined = new Set((await listAttributes(trx)).map((attribute) => attribute.key));
    const identities = await listIdentities(trx, row.id);
    const lists = await listMemberships(trx, row.id);
    const events = await listRecentEvents(trx, row.passport_id);
    return {
      contact: toContact(row, defined),
      identities: identities.map((identity) => ({
        kind: identity.kind,
        value: identity.value,
        createdAt: identity.created_at.toISOString(),
      })),
      lists: lists.map((list) => ({
        listId: list.id,
        name: list.name,
        kind: list.kind,
        addedAt: list.added_at.toISOString(),
      })),
      events: events.map(toContactEvent),
    };
  });
}
