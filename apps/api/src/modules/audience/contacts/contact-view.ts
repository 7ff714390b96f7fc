import {
  CONSENT_CHANNELS,
  CONSENT_STATUSES,
  type TConsentStatus,
} from '@resonate/contracts/audience/contact-fields';
import type {
  TContact,
  TContactConsent,
  TContactEvent,
  TContactSummary,
} from '@resonate/contracts/audience/contacts';
import type { TAttributeValue } from '@resonate/contracts/audience/contact-attributes';
import type { TContactSummaryRow } from './contact-page-query.ts';
import type { TContactRow } from './contacts-repository.ts';

/** Rows as the browser sees them. */
export function toContactSummary(row: TContactSummaryRow): TContactSummary {
  return {
    contactId: row.id,
    passportId: row.passport_id,
    email: row.email,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The values of the client's defined fields: a deleted field's values, still being stripped in
 * the background, are not shown, and only scalar values are ours to show.
 */
function definedAttributes(
  attributes: Record<string, unknown>,
  defined: ReadonlySet<string>,
): Record<string, TAttributeValue> {
  const out: Record<string, TAttributeValue> = {};
  for (const [key, value] of Object.entries(attributes)) {
    const scalar =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (scalar && defined.has(key)) out[key] = value;
  }
  return out;
}

/** Consent of the known channels with a known status (other writers may have left more). */
export function knownConsent(consent: Record<string, unknown>): TContactConsent {
  const out: TContactConsent = {};
  for (const channel of CONSENT_CHANNELS) {
    const status = consent[channel];
    if (CONSENT_STATUSES.includes(status as TConsentStatus))
      out[channel] = status as TConsentStatus;
  }
  return out;
}

export function toContact(row: TContactRow, defined: ReadonlySet<string>): TContact {
  return {
    ...toContactSummary(row),
    attributes: definedAttributes(row.attributes, defined),
    consent: knownConsent(row.consent),
  };
}

export function toContactEvent(row: {
  id: number;
  type: string;
  channel_id: number | null;
  communication_id: number | null;
  revenue: string | null;
  occurred_at: Date;
}): TContactEvent {
  return {
    eventId: row.id,
    type: row.type,
    channelId: row.channel_id,
    communicationId: row.communication_id,
    revenue: row.revenue === null ? null : Number(row.revenue),
    occurredAt: row.occurred_at.toISOString(),
  };
}
