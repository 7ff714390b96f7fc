import type { Kysely } from 'kysely';
import { SSO_DOMAIN_MSG, type TSsoDomain } from '@resonate/contracts/auth/sso-domains';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { txtValuesAt, type TDnsResolver } from '#/net/dns-resolver.ts';
import { findDomainRow, markDomainProven, provenDomainOwner } from './domain-repository.ts';
import { toSsoDomain } from './domain-view.ts';

const UNIQUE_VIOLATION = '23505';

/** TXT values may arrive in 255-byte chunks or with stray spaces: compare them joined and trimmed. */
const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const unknownDomain = () =>
  new AppError('NOT_FOUND', SSO_DOMAIN_MSG.unknown, { errors: { domain: SSO_DOMAIN_MSG.unknown } });

/**
 * The "Verify" button: the domain must be one the client's providers list, not proven by another
 * client, and its TXT record must carry this client's token. Then the domain is the client's
 * (one client platform-wide: the unique index settles two proofs at once). Each refusal is a 4xx
 * with the message the settings page shows.
 */
export async function verifySsoDomain(
  deps: { db: Kysely<DB>; dns: TDnsResolver },
  clientId: number,
  domain: string,
): Promise<{ domain: TSsoDomain; message: string }> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findDomainRow(trx, domain));
  if (!row) throw unknownDomain();
  if (row.verified_at) {
    return { domain: toSsoDomain(row), message: SSO_DOMAIN_MSG.alreadyVerified(domain) };
  }
  const owner = await provenDomainOwner(deps.db, domain);
  if (owner !== undefined && owner !== clientId) {
    throw new AppError('CONFLICT', SSO_DOMAIN_MSG.claimed(domain));
  }
  const expected = toSsoDomain(row);
  const published = await txtValuesAt(deps.dns, expected.recordName);
  if (!published.some((value) => normalise(value) === normalise(expected.recordValue))) {
    throw new AppError('UNPROCESSABLE', SSO_DOMAIN_MSG.notFound(expected.recordName));
  }
  const proven = await withTenant(deps.db, { clientId }, (trx) =>
    markDomainProven(trx, domain),
  ).catch((error: unknown) => {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new AppError('CONFLICT', SSO_DOMAIN_MSG.claimed(domain));
    }
    throw error;
  });
  if (!proven) throw unknownDomain();
  return { domain: toSsoDomain(proven), message: SSO_DOMAIN_MSG.verified(domain) };
}
