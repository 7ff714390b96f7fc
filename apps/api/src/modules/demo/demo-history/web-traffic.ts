/**
 * A day of web analytics traffic: visits of known contacts and of anonymous browsers, each a few
 * page views, some ending in an order, a lead form or (for anonymous browsers) a sign-in that
 * identifies them. Exactly `quota` stored events per day; identify events store nothing and
 * come on top.
 */
import type { TIngestEvent } from '@resonate/contracts/events/ingest';
import { momentOfDay } from './calendar.ts';
import { orderValue } from './recipient-funnel.ts';
import { createRandom, streamOf, weightedPick } from './random.ts';
import type { TDemoContact } from './produce-history.ts';

const WEB_ANALYTICS = 6;
const PATHS = [
  '/',
  '/new-in',
  '/sale',
  '/women',
  '/men',
  '/home',
  '/gifts',
  '/basket',
  '/checkout',
  '/account',
  '/stores',
  '/product/linen-shirt',
  '/product/wool-scarf',
  '/product/desk-lamp',
  '/product/trainers',
  '/product/gift-card',
  '/blog/style-guide',
];
const LEAD_SOURCES = [
  'Website',
  'Paid search',
  'Social media',
  'Referral',
  'In store',
  'Partner',
  'Webinar',
  null,
];
const LEAD_SOURCE_WEIGHTS = [30, 18, 15, 10, 8, 5, 6, 8];

export type TWebDay = {
  runKey: string;
  seed: number;
  dayIndex: number;
  midnight: number;
  now: number;
  quota: number;
  contacts: readonly TDemoContact[];
};

/** Anonymous browsers come back: ids are drawn from a pool that grows with the audience. */
const anonymousPool = (contacts: number) => Math.max(50, Math.floor(contacts / 4));

export function* webTrafficOfDay(day: TWebDay): Generator<TIngestEvent> {
  const random = createRandom(streamOf(day.seed, 'web', day.dayIndex));
  const { contacts } = day;
  let left = day.quota;
  for (let visit = 0; left > 0; visit++) {
    const id = `${day.runKey}:w${day.dayIndex}:${visit}`;
    let at = Math.min(day.now, momentOfDay(random, day.midnight));
    const known = contacts.length > 0 && random.chance(0.65);
    const contact = known ? contacts[random.int(contacts.length)]! : undefined;
    const anonymousId = `${day.runKey}-anon-${random.int(anonymousPool(contacts.length))}`;
    const person = contact ? { passportId: contact.passportId } : { anonymousId };
    const pages = Math.min(left, 1 + Math.floor(random.exponential(2.2)));
    for (let page = 0; page < pages; page++) {
      yield {
        eventId: `${id}:p${page}`,
        type: 'page_view',
        occurredAt: new Date(at).toISOString(),
        person,
        channelId: WEB_ANALYTICS,
        properties: { path: random.pick(PATHS) },
      };
      at = Math.min(day.now, at + Math.round(random.exponential(45_000)));
    }
    left -= pages;
    if (left > 0 && contact && random.chance(0.04)) {
      left -= 1;
      yield {
        eventId: `${id}:v`,
        type: 'converted',
        occurredAt: new Date(at).toISOString(),
        person,
        channelId: WEB_ANALYTICS,
        revenue: orderValue(random, 58),
      };
    } else if (left > 0 && random.chance(0.025)) {
      // A lead form: the visitor types an email; a known one resolves to their contact.
      left -= 1;
      const source = weightedPick(random, LEAD_SOURCES, LEAD_SOURCE_WEIGHTS);
      yield {
        eventId: `${id}:l`,
        type: 'lead',
        occurredAt: new Date(at).toISOString(),
        person: contact?.email ? { email: contact.email } : person,
        channelId: WEB_ANALYTICS,
        ...(source ? { leadSource: source } : {}),
      };
    } else if (!contact && contacts.length > 0 && random.chance(0.1)) {
      const signedIn = contacts[random.int(contacts.length)]!;
      yield {
        eventId: `${id}:i`,
        type: 'identify',
        occurredAt: new Date(at).toISOString(),
        person: { anonymousId, passportId: signedIn.passportId },
      };
    }
  }
}
