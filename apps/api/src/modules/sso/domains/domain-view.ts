import { SSO_DOMAIN_RECORD, type TSsoDomain } from '@resonate/contracts/auth/sso-domains';
import type { TDomainRow } from './domain-repository.ts';

/** Where the proof is published, and what it says: the token is the client's own. */
export function domainRecord(domain: string, token: string): { name: string; value: string } {
  return {
    name: `${SSO_DOMAIN_RECORD.namePrefix}.${domain}`,
    value: `${SSO_DOMAIN_RECORD.valuePrefix}${token}`,
  };
}

export function toSsoDomain(row: TDomainRow): TSsoDomain {
  const record = domainRecord(row.domain, row.token);
  return {
    domain: row.domain,
    verified: row.verified_at !== null,
    verifiedAt: row.verified_at?.toISOString() ?? null,
    recordType: SSO_DOMAIN_RECORD.type,
    recordName: record.name,
    recordValue: record.value,
  };
}
