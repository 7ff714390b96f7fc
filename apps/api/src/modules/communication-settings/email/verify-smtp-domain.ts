import {
  SMTP_MSG,
  type TDnsRecord,
  type TSmtpDomain,
  type TVerifyStatus,
} from '@resonate/contracts/communication-settings/email';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { systemDnsResolver, txtValuesAt, type TDnsResolver } from '#/net/dns-resolver.ts';
import { ownClientAdmin, type TEmailDeps } from './deps.ts';
import {
  findSmtpDomainRow,
  markSmtpDomainVerified,
} from './repositories/smtp-domains-repository.ts';
import { toSmtpDomain } from './smtp-setting-view.ts';

type TVerifyResult = { kind: TDnsRecord['kind']; status: TVerifyStatus };

/** TXT strings may be split in 255-byte chunks and spaced differently: compare them joined. */
const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

async function checkRecord(dns: TDnsResolver, record: TDnsRecord): Promise<TVerifyResult> {
  // Any lookup failure (no such name, no network) is "not found" for that record alone.
  const values = await txtValuesAt(dns, record.name);
  if (values.some((value) => normalise(value) === normalise(record.value))) {
    return { kind: record.kind, status: 'verified' };
  }
  // A record of the same kind with other content (an old key, another SPF include).
  const prefix = normalise(record.value).split(';')[0]?.split('include')[0] ?? '';
  const sameKind = values.some((value) => normalise(value).startsWith(prefix));
  return { kind: record.kind, status: sameKind ? 'mismatch' : 'not_found' };
}

/**
 * POST CommunicationSetting/VerifySMTPDomain: looks each record up in DNS and answers a status (account
 * admins: it records the outcome) per record. The domain counts as verified when DKIM and SPF are (DMARC is advised only).
 */
export async function verifySmtpDomain(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number; domainId: number },
): Promise<{ domain: TSmtpDomain; results: TVerifyResult[] }> {
  ownClientAdmin(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findSmtpDomainRow(trx, body.domainId),
  );
  if (!row) throw new AppError('NOT_FOUND', SMTP_MSG.domainNotFound);
  const dns = deps.dns ?? systemDnsResolver;
  const records = toSmtpDomain(row, deps.config).records;
  const results = await Promise.all(records.map((record) => checkRecord(dns, record)));
  const verified = results.every((r) => r.kind === 'dmarc' || r.status === 'verified');
  const updated = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    markSmtpDomainVerified(
      trx,
      row.id,
      verified,
      Object.fromEntries(results.map((r) => [r.kind, r.status])),
    ),
  );
  return { domain: toSmtpDomain(updated, deps.config), results };
}
