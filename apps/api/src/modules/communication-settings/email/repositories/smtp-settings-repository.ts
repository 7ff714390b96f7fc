import type { Insertable, Selectable, Transaction } from 'kysely';
import type { DB, SmtpSettingsTable } from '#/db/schema.ts';

type TTrx = Transaction<DB>;
export type TSmtpSettingsRow = Selectable<SmtpSettingsTable>;
type TChanges = Omit<Insertable<SmtpSettingsTable>, 'client_id' | 'updated_at'>;

export function findSmtpSettings(trx: TTrx, forUpdate = false) {
  const query = trx.selectFrom('smtp_settings').selectAll();
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** One row per client: the first save of any part creates it with the defaults for the rest. */
export function saveSmtpSettings(trx: TTrx, clientId: number, changes: TChanges) {
  // The version a form holds is this to the millisecond (JSON dates carry no more).
  const updatedAt = new Date(Math.floor(Date.now()));
  return trx
    .insertInto('smtp_settings')
    .values({ client_id: clientId, ...changes, updated_at: updatedAt })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ ...changes, updated_at: updatedAt }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
