import type { Kysely } from 'kysely';
import { A360_MSG, type TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { engagementScore, propensitySegment } from '@resonate/contracts/analytics/engagement-score';
import { CONSENT_CHANNELS } from '@resonate/contracts/audience/contact-fields';
import { CONTACT_LISTS_SHOWN } from '@resonate/contracts/audience/contacts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { dynamicListsOf } from './dynamic-memberships.ts';
import { personIdentities } from './person-identities.ts';
import {
  attributeLabels,
  channelTotals,
  engagementOf,
  findContactByPassport,
  isKnownVisitor,
  staticLists,
  type TPersonRow,
} from './person-repository.ts';

/** Defined custom fields with a scalar value, keyed by their label (what the page shows). */
function labelledAttributes(
  attributes: Record<string, unknown>,
  labels: Map<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, label] of labels) {
    const value = attributes[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[label] = value;
    }
  }
  return out;
}

/** Consent per channel: subscribed, unsubscribed, or unknown (never asked). */
function consentOf(contact: TPersonRow | undefined): TUserInfo['consent'] {
  return CONSENT_CHANNELS.map((channel) => {
    const status = contact?.consent[channel];
    return {
      channel,
      status: status === 'subscribed' || status === 'unsubscribed' ? status : 'unknown',
    };
  });
}

function profileOf(
  passportId: string,
  contact: TPersonRow | undefined,
  labels: Map<string, string>,
) {
  return {
    passportId,
    contactId: contact?.id ?? null,
    firstName: contact?.first_name ?? '',
    lastName: contact?.last_name ?? '',
    email: contact?.email ?? null,
    mobile: contact?.mobile ?? null,
    attributes: contact ? labelledAttributes(contact.attributes, labels) : {},
    createdAt: contact?.created_at.toISOString() ?? null,
  };
}

/**
 * POST UserAnalytics360/UserInfo: everything known about one person. An anonymous visitor
 * (web analytics only) has a profile of nulls, no consent given and no lists.
 */
export async function getUserInfo(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { passportId: string },
  now: Date = new Date(),
): Promise<TUserInfo> {
  const { clientId } = auth;
  const passportId = body.passportId.toLowerCase();
  return withTenant(deps.db, { clientId }, async (trx) => {
    const contact = await findContactByPassport(trx, clientId, passportId);
    if (!contact && !(await isKnownVisitor(trx, clientId, passportId))) {
      throw new AppError('NOT_FOUND', A360_MSG.notFound);
    }
    const [labels, identities, engagement, channels] = await Promise.all([
      contact ? attributeLabels(trx, clientId) : Promise.resolve(new Map<string, string>()),
      personIdentities(trx, clientId, passportId, contact),
      engagementOf(trx, clientId, passportId),
      channelTotals(trx, clientId, passportId),
    ]);
    const lists = contact
      ? [
          ...(await staticLists(trx, clientId, contact.id, CONTACT_LISTS_SHOWN)),
          ...(await dynamicListsOf(trx, clientId, { id: contact.id, passportId })),
        ]
      : [];
    const last = engagement?.last_engaged_at ?? null;
    const engagements = Number(engagement?.engagements ?? 0);
    return {
      profile: profileOf(passportId, contact, labels),
      identities,
      consent: consentOf(contact),
      scores: {
        segment: propensitySegment(last, now),
        engagementScore: engagementScore(last, engagements, now),
        engagements,
        lastEngagedAt: last?.toISOString() ?? null,
        conversions: Number(engagement?.conversions ?? 0),
        revenue: Number(engagement?.revenue ?? 0),
      },
      lists,
      channels,
    };
  });
}
