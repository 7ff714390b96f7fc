import type { TLicenceStatus, TLicenceSummary } from '@resonate/contracts/onboarding/licence';
import { maskLicenceKey } from '@resonate/contracts/onboarding/licence-key-format';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import type { TLicenceRow } from '#/db/schema.ts';

export function licenceStatus(row: TLicenceRow, now = new Date()): TLicenceStatus {
  if (row.replaced_at !== null) return 'replaced';
  return row.valid_until > now ? 'active' : 'expired';
}

/** A licence as the pages show it: the key only masked (it is never stored whole). */
export function toLicenceSummary(row: TLicenceRow, now = new Date()): TLicenceSummary {
  return {
    licenceId: row.id,
    licenceTypeId: row.licence_type_id,
    licenceTypeName: licenceType(row.licence_type_id)?.name ?? `Type ${row.licence_type_id}`,
    seats: row.seats,
    channelIds: row.channel_ids,
    isAgency: row.is_agency,
    validFrom: row.valid_from.toISOString(),
    validUntil: row.valid_until.toISOString(),
    source: row.source,
    maskedKey: row.key_hint ? maskLicenceKey(row.key_hint) : null,
    orderId: row.order_id,
    status: licenceStatus(row, now),
    replacedAt: row.replaced_at?.toISOString() ?? null,
  };
}
