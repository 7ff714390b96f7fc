import { sql, type Transaction } from 'kysely';
import { LICENCE_MSG } from '@resonate/contracts/onboarding/licence';
import type { DB, TLicenceSource } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';

export type TLicenceGrant = {
  clientId: number;
  licenceTypeId: number;
  seats: number;
  channelIds: number[];
  validFrom: Date;
  validUntil: Date;
  isAgency: boolean;
  source: TLicenceSource;
  /** The key's id (source 'key'): spent here, so the key can never be applied again. */
  keyId?: string;
  /** The key's last characters, for the masked display on license-info. */
  keyHint?: string;
  /** The order that paid for it (source 'payment'). */
  orderId?: string;
};

/**
 * Makes `grant` the client's current licence, in the caller's transaction (which must be
 * scoped to grant.clientId by withTenant): spends the key, moves the current licence to the
 * history, records the new one and sets the client's flags. A licence is prepaid, so the
 * client counts as paid and validated from here on; an agency licence makes it an agency
 * (never the reverse: a client that is an agency stays one).
 *
 * Used by the licence-key endpoints and by PaymentSubmit (a successful payment), so a client's
 * licence and its flags change in one place.
 */
export async function grantLicence(trx: Transaction<DB>, grant: TLicenceGrant): Promise<void> {
  if (grant.validUntil.getTime() <= grant.validFrom.getTime()) {
    throw new Error('grantLicence: validUntil must be after validFrom');
  }
  if ((grant.source === 'key') !== (grant.keyId !== undefined)) {
    throw new Error('grantLicence: a key id goes with source "key" and only with it');
  }
  if (grant.keyId !== undefined) {
    // The request role cannot write the global list of spent keys, only spend one through
    // this SECURITY DEFINER function (migration 2026-11-28T0300).
    const { rows } = await sql<{ spent: boolean }>`
      select licence_key_spend(${grant.keyId}) as spent`.execute(trx);
    if (!rows[0]?.spent) {
      throw new AppError('CONFLICT', LICENCE_MSG.keyUsed, {
        errors: { licenseKey: LICENCE_MSG.keyUsed },
      });
    }
  }
  const now = new Date();
  await trx
    .updateTable('licences')
    .set({ replaced_at: now })
    .where('client_id', '=', grant.clientId)
    .where('replaced_at', 'is', null)
    .execute();
  await trx
    .insertInto('licences')
    .values({
      client_id: grant.clientId,
      licence_type_id: grant.licenceTypeId,
      seats: grant.seats,
      channel_ids: [...new Set(grant.channelIds)].sort((a, b) => a - b),
      valid_from: grant.validFrom,
      valid_until: grant.validUntil,
      is_agency: grant.isAgency,
      source: grant.source,
      key_id: grant.keyId ?? null,
      key_hint: grant.keyHint ?? null,
      order_id: grant.orderId ?? null,
    })
    .execute();
  const updated = await trx
    .updateTable('clients')
    .set((eb) => ({
      licence_type_id: grant.licenceTypeId,
      licence_validated: true,
      payment_completed: true,
      is_agency: grant.isAgency ? true : eb.ref('is_agency'),
      updated_at: now,
    }))
    .where('id', '=', grant.clientId)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw new Error('grantLicence: client not in this tenant');
}
