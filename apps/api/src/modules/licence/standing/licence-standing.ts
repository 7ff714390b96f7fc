import { sql, type Transaction } from 'kysely';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import {
  graceEndOf,
  isLicenceBlocked,
  licenceStateAt,
  type TLicenceState,
} from '@resonate/contracts/onboarding/licence-standing';
import type { DB } from '#/db/schema.ts';

type TTermsRow = {
  owner_client_id: string | number;
  licence_type_id: number;
  seats: number;
  channel_ids: number[];
  valid_from: Date;
  valid_until: Date;
  seats_used: string | number;
};

/** The licence the tenant works under, judged at a given time. */
export type TLicenceStandingNow = {
  state: TLicenceState;
  /** The governing licence: the tenant's own, or its agency's for a brand without one. */
  licence?: {
    ownerClientId: number;
    seats: number;
    validFrom: Date;
    validUntil: Date;
    graceUntil: Date;
  };
  /** The licence's channels; without a licence record, those of the client's licence type. */
  channelIds: readonly number[];
  seatsUsed: number;
};

/**
 * The standing of the current tenant's licence at `now`, inside its tenant transaction (the
 * tenant comes from withTenant's app.client_id). Callers pass the time in, so tests and jobs
 * judge a licence at the moment they mean.
 */
export async function loadLicenceStanding(
  trx: Transaction<DB>,
  clientId: number,
  now: Date,
): Promise<TLicenceStandingNow> {
  const { rows } = await sql<TTermsRow>`
    select owner_client_id, licence_type_id, seats, channel_ids, valid_from, valid_until,
      seats_used
    from licence_in_force()`.execute(trx);
  const row = rows[0];
  if (row) {
    const dates = { validFrom: new Date(row.valid_from), validUntil: new Date(row.valid_until) };
    return {
      state: licenceStateAt(dates, now),
      licence: {
        ownerClientId: Number(row.owner_client_id),
        seats: row.seats,
        ...dates,
        graceUntil: graceEndOf(dates.validUntil),
      },
      channelIds: row.channel_ids.map(Number),
      seatsUsed: Number(row.seats_used),
    };
  }
  const client = await trx
    .selectFrom('clients')
    .select('licence_type_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  const used = await sql<{ used: string }>`select licence_seats_used() as used`.execute(trx);
  return {
    state: 'unlicensed',
    channelIds: client ? (licenceType(client.licence_type_id)?.channelIds ?? []) : [],
    seatsUsed: Number(used.rows[0]?.used ?? 0),
  };
}

/**
 * The account signed in once but its licence has lapsed (or not started): its onboarding link
 * may apply a renewal key or pay again, though its flags say it was activated and paid.
 */
export async function licenceRenewalDue(
  trx: Transaction<DB>,
  clientId: number,
  now: Date,
): Promise<boolean> {
  return isLicenceBlocked((await loadLicenceStanding(trx, clientId, now)).state);
}
