import type { Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, Defaulted } from './columns.ts';

/** Licences (2026-11-22T2300_licences): each client's licences, used keys, expiry notices. */

export type TLicenceSource = 'key' | 'payment';

/** A tenant table; the current licence is the one row with replaced_at null. */
export interface LicencesTable {
  client_id: number;
  id: Generated<number>;
  licence_type_id: number;
  seats: number;
  channel_ids: Defaulted<number[]>;
  valid_from: Timestamp;
  valid_until: Timestamp;
  is_agency: Defaulted<boolean>;
  source: TLicenceSource;
  key_id: string | null;
  /** The key's last characters, for the masked display; the key itself is not stored. */
  key_hint: string | null;
  order_id: string | null;
  replaced_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Global: a key id here can never be applied again. */
export interface UsedLicenceKeysTable {
  key_id: string;
  used_at: CreatedAt;
}

export interface LicenceExpiryNoticesTable {
  client_id: number;
  licence_id: number;
  days_before: number;
  sent_at: CreatedAt;
}

export type TLicenceRow = Selectable<LicencesTable>;
