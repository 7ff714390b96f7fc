import type { Transaction } from 'kysely';
import {
  parseContactSearch,
  type TContactSearch,
} from '@resonate/contracts/audience/contact-search';
import type { DB } from '#/db/schema.ts';
import { COUNTRIES } from '#/modules/master-data/index.ts';
import { findClientCountryId } from './contacts-repository.ts';

const NATIONAL_NUMBER = /^0[1-9]/;

/**
 * The search box's text as a prefix search. A national number (07700 ...) reads with the
 * dial code of the client's country, looked up only when the text is one.
 */
export async function resolveContactSearch(
  trx: Transaction<DB>,
  clientId: number,
  raw: string | undefined,
): Promise<TContactSearch | undefined> {
  const search = parseContactSearch(raw);
  if (search?.kind !== 'mobile' || !NATIONAL_NUMBER.test((raw ?? '').replace(/[\s().-]/g, ''))) {
    return search;
  }
  const countryId = await findClientCountryId(trx, clientId);
  const dialCode = COUNTRIES.find((country) => country.countryID === countryId)?.dialCode;
  return parseContactSearch(raw, dialCode);
}
