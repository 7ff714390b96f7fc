import type { Transaction } from 'kysely';
import {
  LICENCE_MSG,
  type TLicenceKeyPreview,
  type TLicenceSubmitKind,
} from '@resonate/contracts/onboarding/licence';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import type { TConfig } from '#/config.ts';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TLicenceKeyPayload } from './keys/licence-key-payload.ts';
import { readLicenceKey } from './keys/licence-key-signing.ts';
import { trustedLicenceKeys } from './keys/trusted-keys.ts';
import {
  countSeatsUsed,
  findCurrentLicence,
  isKeyUsed,
  type TLicenceClient,
} from './licence-repository.ts';

const DAY_MS = 86_400_000;

const refuse = (code: 'BAD_REQUEST' | 'CONFLICT', message: string) =>
  new AppError(code, message, { errors: { licenseKey: message } });

/** Each submit endpoint takes its own kind of key and account, with a message that says why. */
function assertEndpointFits(
  endpoint: TLicenceSubmitKind,
  client: TLicenceClient,
  payload: TLicenceKeyPayload,
  submitKind: TLicenceSubmitKind,
) {
  const isBrand = client.parentClientId !== null;
  if (endpoint === 'agency') {
    if (isBrand) throw refuse('CONFLICT', LICENCE_MSG.brandCannotBeAgency);
    if (!payload.isAgency) throw refuse('CONFLICT', LICENCE_MSG.notAgencyKey);
    return;
  }
  if (submitKind === 'agency') {
    throw refuse(
      'CONFLICT',
      payload.isAgency ? LICENCE_MSG.agencyKeyNeedsAgencyStep : LICENCE_MSG.companyKeyOnAgency,
    );
  }
  if (endpoint === 'company' && !isBrand) throw refuse('CONFLICT', LICENCE_MSG.notCompany);
}

export type TCheckedKey = {
  payload: TLicenceKeyPayload;
  hint: string;
  typeName: string;
  validFrom: Date;
  validUntil: Date;
  submitKind: TLicenceSubmitKind;
  renewal: boolean;
  seatsUsed: number;
};

/** Which submit fits: a brand takes a company key, an agency (or an agency key) the agency step. */
function submitKindOf(client: TLicenceClient, payload: TLicenceKeyPayload): TLicenceSubmitKind {
  if (client.parentClientId !== null) {
    if (payload.isAgency) throw refuse('CONFLICT', LICENCE_MSG.agencyKeyOnCompany);
    return 'company';
  }
  if (client.isAgency && !payload.isAgency)
    throw refuse('CONFLICT', LICENCE_MSG.companyKeyOnAgency);
  return payload.isAgency ? 'agency' : 'standard';
}

/**
 * Everything that decides whether `input` can be applied to `client` now, without applying it:
 * the key's shape and signature, its type, its dates, whether it was used, whether it fits the
 * account, and whether its seats cover the users the account already has. Throws the clear
 * message of the first problem (400 for the key itself, 409 for a clash with the account).
 *
 * A renewal keeps the unused days: a key of N days on an account whose licence still runs
 * ends N days after the current licence would have.
 */
export async function checkLicenceKey(
  config: Pick<TConfig, 'licencePublicKeys' | 'licencePrivateKeyFile'>,
  trx: Transaction<DB>,
  client: TLicenceClient,
  input: string,
  /** The submit endpoint, when applying: its kind of key and account is checked too. */
  endpoint?: TLicenceSubmitKind,
  now = new Date(),
): Promise<TCheckedKey> {
  const read = readLicenceKey(input, trustedLicenceKeys(config));
  if (!read.ok) {
    throw refuse(
      'BAD_REQUEST',
      read.reason === 'tampered' ? LICENCE_MSG.keyTampered : LICENCE_MSG.keyMalformed,
    );
  }
  const { payload } = read;
  const type = licenceType(payload.licenceTypeId);
  if (!type) throw refuse('BAD_REQUEST', LICENCE_MSG.keyUnknownType);
  // Signed, but nothing a sound issuer makes: a key that grants nothing.
  if (payload.seats < 1 || ('days' in payload.validity && payload.validity.days < 1)) {
    throw refuse('BAD_REQUEST', LICENCE_MSG.keyMalformed);
  }
  const fixedEnd = 'until' in payload.validity ? payload.validity.until : undefined;
  if (payload.redeemBy <= now || (fixedEnd && fixedEnd <= now)) {
    throw refuse('BAD_REQUEST', LICENCE_MSG.keyExpired);
  }
  if (await isKeyUsed(trx, payload.keyId)) throw refuse('CONFLICT', LICENCE_MSG.keyUsed);
  const submitKind = submitKindOf(client, payload);
  if (endpoint) assertEndpointFits(endpoint, client, payload, submitKind);
  const seatsUsed = await countSeatsUsed(trx);
  if (payload.seats < seatsUsed) {
    throw refuse('CONFLICT', LICENCE_MSG.tooFewSeats(payload.seats, seatsUsed));
  }
  const current = await findCurrentLicence(trx, client.id);
  const carriedFrom =
    current && current.valid_until > now ? current.valid_until.getTime() : now.getTime();
  const validUntil =
    fixedEnd ??
    new Date(carriedFrom + ('days' in payload.validity ? payload.validity.days : 0) * DAY_MS);
  return {
    payload,
    hint: read.hint,
    typeName: type.name,
    validFrom: now,
    validUntil,
    submitKind,
    renewal: current !== undefined,
    seatsUsed,
  };
}

export function toKeyPreview(checked: TCheckedKey, clientName: string): TLicenceKeyPreview {
  const { payload } = checked;
  return {
    keyId: payload.keyId,
    licenceTypeId: payload.licenceTypeId,
    licenceTypeName: checked.typeName,
    seats: payload.seats,
    channelIds: payload.channelIds,
    isAgency: payload.isAgency,
    validityDays: 'days' in payload.validity ? payload.validity.days : null,
    validFrom: checked.validFrom.toISOString(),
    validUntil: checked.validUntil.toISOString(),
    redeemBy: payload.redeemBy.toISOString(),
    submitKind: checked.submitKind,
    renewal: checked.renewal,
    seatsUsed: checked.seatsUsed,
    clientName,
  };
}
