import type { Selectable, Transaction } from 'kysely';
import type { DB, WhatsappSettingsTable } from '#/db/schema.ts';
import { firstVersion, nextVersion } from '../channel-common/scope.ts';

type TTrx = Transaction<DB>;
export type TWhatsAppRow = Selectable<WhatsappSettingsTable>;

export type TWhatsAppValues = {
  provider: string;
  phone_number_id: string;
  business_account_id: string;
  api_base_url: string;
  access_token_sealed: string | null;
  verify_token_sealed: string | null;
  app_secret_sealed: string | null;
};

/** The client's row (RLS scopes it); locked when it is about to change. */
export function findWhatsAppRow(trx: TTrx, forUpdate = false) {
  const query = trx.selectFrom('whatsapp_settings').selectAll();
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Inserts the row, or (when another admin's first save won the race) leaves it alone and
 * answers undefined so the caller reports a conflict instead of overwriting it.
 */
export function insertWhatsAppRow(trx: TTrx, clientId: number, values: TWhatsAppValues) {
  return trx
    .insertInto('whatsapp_settings')
    .values({ client_id: clientId, ...values, updated_at: firstVersion })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateWhatsAppRow(
  trx: TTrx,
  values: Partial<TWhatsAppValues> & { enabled?: boolean },
): Promise<TWhatsAppRow> {
  return trx
    .updateTable('whatsapp_settings')
    .set({ ...values, updated_at: nextVersion })
    .returningAll()
    .executeTakeFirstOrThrow();
}
