import { sql, type Transaction } from 'kysely';
import { consentKeyOf, SENDABLE_CHANNEL_IDS } from '@resonate/contracts/campaigns/content';
import type { TPreferencePage } from '@resonate/contracts/subscriptions/topics';
import type { DB } from '#/db/schema.ts';
import {
  contactTopicsOf,
  preferenceBrandOf,
  type TContactTopic,
} from '#/modules/subscriptions/index.ts';

type TTrx = Transaction<DB>;

/** The consent keys a person is offered: by the addresses they have, and any they answered. */
const EMAIL_KEYS = ['email'];
const MOBILE_KEYS = ['sms', 'whatsapp'];
const ANSWERED_ONLY_KEYS = ['voice', 'webPush', 'mobilePush'];
/** Keys whose address is the mobile number (their suppressions are keyed by it). */
const MOBILE_ADDRESS_KEYS = ['sms', 'whatsapp', 'voice'];

export type TPreferenceContact = {
  contactId: number;
  passportId: string;
  email: string | null;
  mobile: string | null;
  consent: Record<string, string>;
};

/** What the preference page shows one person. */
export type TContactPreferences = {
  contact: TPreferenceContact;
  brand: TPreferencePage;
  /** Consent key -> receives (never asked counts as receiving, as the audience does). */
  channels: { key: string; receives: boolean }[];
  topics: TContactTopic[];
};

export async function findPreferenceContact(
  trx: TTrx,
  clientId: number,
  passportId: string,
): Promise<TPreferenceContact | undefined> {
  const row = await trx
    .selectFrom('contacts')
    .select(['id', 'passport_id', 'email', 'mobile', 'consent'])
    .where('client_id', '=', clientId)
    .where('passport_id', '=', passportId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    contactId: row.id,
    passportId: row.passport_id,
    email: row.email,
    mobile: row.mobile,
    consent: row.consent ?? {},
  };
}

function channelKeysOf(contact: TPreferenceContact): string[] {
  return [
    ...(contact.email ? EMAIL_KEYS : []),
    ...(contact.mobile ? MOBILE_KEYS : []),
    ...ANSWERED_ONLY_KEYS.filter((key) => key in contact.consent),
  ];
}

/** The person's page: undefined when they no longer exist (erased, merged away). */
export async function contactPreferences(
  trx: TTrx,
  clientId: number,
  passportId: string,
): Promise<TContactPreferences | undefined> {
  const contact = await findPreferenceContact(trx, clientId, passportId);
  if (!contact) return undefined;
  const keys = channelKeysOf(contact);
  const channels = keys.map((key) => ({ key, receives: contact.consent[key] !== 'unsubscribed' }));
  const brand = await preferenceBrandOf(trx, clientId);
  // Only the topics of channels the person can be reached on.
  const topics = (await contactTopicsOf(trx, clientId, contact.contactId)).filter((topic) =>
    keys.includes(consentKeyOf(topic.channelId) ?? ''),
  );
  return { contact, brand, channels, topics };
}

/**
 * Sets the person's consent of each key: 'unsubscribed' for those in `off`, 'subscribed' for
 * those in `on`. Ticking a channel again also lifts the unsubscribe of its address from the
 * suppression list (bounces and complaints stay).
 */
export async function setChannelConsent(
  trx: TTrx,
  clientId: number,
  contact: TPreferenceContact,
  on: readonly string[],
  off: readonly string[],
): Promise<void> {
  const changes = Object.fromEntries([
    ...on.map((key) => [key, 'subscribed']),
    ...off.map((key) => [key, 'unsubscribed']),
  ]);
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('contacts')
    .set({
      consent: sql`consent || ${JSON.stringify(changes)}::jsonb`,
      updated_at: sql`now()`,
    })
    .where('client_id', '=', clientId)
    .where('id', '=', contact.contactId)
    .execute();
  const lifted = on.flatMap((key) => {
    const address =
      key === 'email' ? contact.email : MOBILE_ADDRESS_KEYS.includes(key) ? contact.mobile : null;
    const channelIds = SENDABLE_CHANNEL_IDS.filter((id) => consentKeyOf(id) === key);
    return address && channelIds.length > 0 ? [{ address, channelIds }] : [];
  });
  for (const { address, channelIds } of lifted) {
    await trx
      .deleteFrom('suppressions')
      .where('client_id', '=', clientId)
      .where('channel_id', 'in', channelIds)
      .where('reason', '=', 'unsubscribed')
      .where('address_hash', '=', sql<Buffer>`keyed_address_hash(${address})`)
      .execute();
  }
}
