import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { listAttributes } from './attributes-repository.ts';
import { toContact } from './contact-view.ts';
import { listIdentities, listMemberships, type TContactRow } from './contacts-repository.ts';

/**
 * A contact's fields, channel identities and list memberships as both the contact page
 * (GetContact, the latest few lists) and the data export (every list) give them.
 */
export async function contactProfile(
  trx: Transaction<DB>,
  row: TContactRow,
  listLimit?: number | null,
) {
  const defined = new Set((await listAttributes(trx)).map((attribute) => attribute.key));
  const identities = await listIdentities(trx, row.id);
  const lists = await listMemberships(trx, row.id, listLimit);
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
  };
}
