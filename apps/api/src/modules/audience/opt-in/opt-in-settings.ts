import type { Transaction } from 'kysely';
import {
  OPT_IN_DEFAULT_MAIL,
  type TOptInMode,
  type TOptInSettings,
  type TOptInSource,
} from '@resonate/contracts/audience/opt-in';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

/** The client's settings; without a saved row, single opt-in everywhere and the default mail. */
export async function loadOptInSettings(trx: TTrx, clientId: number): Promise<TOptInSettings> {
  const row = await trx
    .selectFrom('opt_in_settings')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return {
    modes: { import: row?.import_mode ?? 'single', api: row?.api_mode ?? 'single' },
    brandName: row?.brand_name ?? '',
    subject: row?.mail_subject ?? OPT_IN_DEFAULT_MAIL.subject,
    body: row?.mail_body ?? OPT_IN_DEFAULT_MAIL.body,
  };
}

/** The mode new contacts of `source` get. */
export async function optInModeOf(
  trx: TTrx,
  clientId: number,
  source: TOptInSource,
): Promise<TOptInMode> {
  return (await loadOptInSettings(trx, clientId)).modes[source];
}

export async function saveOptInSettings(
  trx: TTrx,
  clientId: number,
  settings: TOptInSettings,
): Promise<TOptInSettings> {
  const values = {
    import_mode: settings.modes.import,
    api_mode: settings.modes.api,
    brand_name: settings.brandName,
    // The default text is kept as null, so an improved default reaches clients who never edited it.
    mail_subject: settings.subject === OPT_IN_DEFAULT_MAIL.subject ? null : settings.subject,
    mail_body: settings.body === OPT_IN_DEFAULT_MAIL.body ? null : settings.body,
    updated_at: new Date(),
  };
  await trx
    .insertInto('opt_in_settings')
    .values({ client_id: clientId, ...values })
    .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
    .execute();
  return loadOptInSettings(trx, clientId);
}
