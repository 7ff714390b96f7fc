import type { Kysely } from 'kysely';
import { PREFERENCE_TEXT } from '@resonate/contracts/subscriptions/preference-page-text';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { ingestEvents } from '#/modules/events/index.ts';
import { chooseContactTopics } from '#/modules/subscriptions/index.ts';
import { contactPreferences, setChannelConsent } from './contact-preferences.ts';

/** What the form sent: the ticked topics and channels, or "unsubscribe from everything". */
export type TPreferenceChoice = { topicIds: number[]; channelKeys: string[]; all: boolean };

export type TSaveOutcome = 'saved' | 'gone' | 'invalid';

/** Names on the timeline event, bounded so its properties stay within the events' limit. */
const NAMES_MAX = 20;

/**
 * Applies a person's choice from their preference page at once: topic choices (explicit, with
 * source and time), channel consent, and one 'preferences_changed' event on their timeline
 * naming what changed. A choice naming a topic or channel the page did not offer is refused
 * whole ('invalid'), nothing stored; 'gone' when the person no longer exists.
 */
export async function savePreferences(
  db: Kysely<DB>,
  clientId: number,
  passportId: string,
  choice: TPreferenceChoice,
  now: Date = new Date(),
): Promise<TSaveOutcome> {
  return withTenant(db, { clientId }, async (trx) => {
    const current = await contactPreferences(trx, clientId, passportId);
    if (!current) return 'gone';
    const offeredTopics = new Set(current.topics.map((topic) => topic.topicId));
    const offeredKeys = new Set(current.channels.map((channel) => channel.key));
    if (
      choice.topicIds.some((id) => !offeredTopics.has(id)) ||
      choice.channelKeys.some((key) => !offeredKeys.has(key))
    ) {
      return 'invalid';
    }
    const wantedTopics = new Set(choice.all ? [] : choice.topicIds);
    const wantedKeys = new Set(choice.all ? [] : choice.channelKeys);
    // Only what changed is written: a consent another flow keeps (pending) is left as it is.
    const on = current.channels.filter((c) => !c.receives && wantedKeys.has(c.key));
    const off = current.channels.filter((c) => c.receives && !wantedKeys.has(c.key));
    await setChannelConsent(
      trx,
      clientId,
      current.contact,
      on.map((c) => c.key),
      off.map((c) => c.key),
    );
    const topics = await chooseContactTopics(
      trx,
      clientId,
      current.contact.contactId,
      { shown: offeredTopics, wanted: wantedTopics },
      'preference_page',
      now,
    );
    const label = (key: string) => PREFERENCE_TEXT['en-GB'].channelNames[key] ?? key;
    const subscribed = [
      ...on.map((c) => label(c.key)),
      ...topics.filter((t) => t.subscribed).map((t) => t.name),
    ];
    const unsubscribed = [
      ...off.map((c) => label(c.key)),
      ...topics.filter((t) => !t.subscribed).map((t) => t.name),
    ];
    if (subscribed.length + unsubscribed.length === 0) return 'saved';
    await ingestEvents(
      trx,
      clientId,
      [
        {
          eventId: `${current.contact.contactId}:${now.getTime()}`,
          type: 'preferences_changed',
          occurredAt: now.toISOString(),
          person: { passportId },
          properties: {
            source: 'preference_page',
            subscribed: subscribed.slice(0, NAMES_MAX),
            unsubscribed: unsubscribed.slice(0, NAMES_MAX),
            ...(choice.all ? { all: true } : {}),
          },
        },
      ],
      { keyPrefix: 'pref:', trustPassportIds: true, createContacts: false, now },
    );
    return 'saved';
  });
}
