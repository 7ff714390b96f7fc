import { sql, type Kysely, type Transaction } from 'kysely';
import { A360_MSG, type TPassportMatch } from '@resonate/contracts/analytics/audience-360';
import { normaliseEmail, normaliseMobile } from '@resonate/contracts/audience/contact-fields';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { isKnownVisitor } from './person-repository.ts';
import { findClientCountryId } from '#/modules/audience/index.ts';
import { COUNTRIES } from '#/modules/master-data/index.ts';

type TTrx = Transaction<DB>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TContactMatchRow = {
  id: number;
  passport_id: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
};

function toMatch(row: TContactMatchRow): TPassportMatch {
  return {
    passportId: row.passport_id,
    contactId: Number(row.id),
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    mobile: row.mobile,
  };
}

async function contactBy(
  trx: TTrx,
  clientId: number,
  column: 'email' | 'mobile' | 'passport_id',
  value: string,
): Promise<TPassportMatch | undefined> {
  const { rows } = await sql<TContactMatchRow>`
    select id, passport_id, email, mobile, first_name, last_name from contacts
    where client_id = ${clientId} and ${sql.ref(column)} = ${value}`.execute(trx);
  return rows[0] && toMatch(rows[0]);
}

/** A national number (07700 ...) reads with the dial code of the client's country. */
async function mobileOf(trx: TTrx, clientId: number, raw: string): Promise<string | undefined> {
  const international = normaliseMobile(raw);
  if (international) return international;
  const countryId = await findClientCountryId(trx, clientId);
  const dialCode = COUNTRIES.find((country) => country.countryID === countryId)?.dialCode;
  return dialCode ? normaliseMobile(raw, dialCode) : undefined;
}

/**
 * The person an exact email, mobile or passport id names. A passport id may also name someone
 * with no contact yet: an anonymous web visitor, or a registered device or browser.
 */
export async function findPerson(
  trx: TTrx,
  clientId: number,
  search: string,
): Promise<TPassportMatch | undefined> {
  const text = search.trim();
  if (UUID.test(text)) {
    const passportId = text.toLowerCase();
    const contact = await contactBy(trx, clientId, 'passport_id', passportId);
    if (contact) return contact;
    return (await isKnownVisitor(trx, clientId, passportId))
      ? { passportId, contactId: null, name: '', email: null, mobile: null }
      : undefined;
  }
  if (text.includes('@')) {
    const email = normaliseEmail(text);
    return email ? contactBy(trx, clientId, 'email', email) : undefined;
  }
  const mobile = await mobileOf(trx, clientId, text);
  return mobile ? contactBy(trx, clientId, 'mobile', mobile) : undefined;
}

/** POST UserAnalytics360/GetPassportID. */
export async function getPassportId(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: { search: string },
): Promise<TPassportMatch> {
  const { clientId } = auth;
  const match = await withTenant(deps.db, { clientId }, (trx) =>
    findPerson(trx, clientId, body.search),
  );
  if (!match) throw new AppError('NOT_FOUND', A360_MSG.notFound);
  return match;
}
