import { sql, type Kysely } from 'kysely';
import type { TSsoProviderKind } from '@resonate/contracts/auth/sso';
import type { DB } from '#/db/schema.ts';

export type TDomainProvider = {
  clientId: number;
  providerId: number;
  kind: TSsoProviderKind;
  displayName: string;
  requireSso: boolean;
  /** The provider's client proved it owns the domain (DNS TXT): only then may it route it. */
  proven: boolean;
};

/** The part after the last '@', lower-cased; '' when there is none. */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/**
 * Enabled providers whose allowed domains include the email's domain, across clients (SECURITY
 * DEFINER function of the sso migrations), proven ones first. By domain only, never by account,
 * so the login page's question cannot tell whether an address has an account.
 */
export async function findProvidersForEmail(
  db: Kysely<DB>,
  email: string,
): Promise<TDomainProvider[]> {
  const domain = domainOf(email);
  if (domain === '') return [];
  const { rows } = await sql<{
    client_id: number;
    provider_id: number;
    kind: TSsoProviderKind;
    display_name: string;
    require_sso: boolean;
    proven: boolean;
  }>`select client_id, provider_id, kind, display_name, require_sso, proven
     from sso_find_providers(${domain})`.execute(db);
  return rows.map((row) => ({
    clientId: Number(row.client_id),
    providerId: Number(row.provider_id),
    kind: row.kind,
    displayName: row.display_name,
    requireSso: row.require_sso,
    proven: row.proven,
  }));
}
