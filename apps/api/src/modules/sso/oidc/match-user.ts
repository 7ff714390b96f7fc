import type { Kysely } from 'kysely';
import { SSO_MSG } from '@resonate/contracts/auth/sso';
import { SSO_DOMAIN_MSG } from '@resonate/contracts/auth/sso-domains';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { findAccountByEmail } from '#/modules/auth/index.ts';
import { findDomainRow } from '../domains/domain-repository.ts';
import type { TProviderRow } from '../providers/provider-repository.ts';
import { domainOf } from './find-providers.ts';
import type { TIdClaims } from './exchange-code.ts';

/** A refusal of the verified identity: the login page's message and the admin's log reason. */
export class IdentityRefusal extends Error {
  override name = 'IdentityRefusal';
  readonly reason: string;
  constructor(message: string, reason: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * The verified email of the ID token. `email_verified` must be true; Microsoft does not send it
 * and instead vouches for the domain owner with the optional claim `xms_edov` (to be enabled in
 * the app registration): an unverified email would let any tenant claim any address (nOAuth).
 */
export function verifiedEmail(claims: TIdClaims, kind: TProviderRow['kind']): string {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) {
    throw new IdentityRefusal(SSO_MSG.emailNotVerified, 'ID token carries no email address');
  }
  const verified =
    claims.email_verified === true ||
    (kind === 'microsoft' && (claims.xms_edov === true || claims.xms_edov === '1'));
  if (!verified) {
    throw new IdentityRefusal(
      SSO_MSG.emailNotVerified,
      `Email ${email} is not verified by the provider`,
    );
  }
  return email;
}

/** Whether the provider's client proved it owns the domain (DNS TXT). */
async function domainProven(db: Kysely<DB>, clientId: number, domain: string): Promise<boolean> {
  const row = await withTenant(db, { clientId }, (trx) => findDomainRow(trx, domain));
  return row?.verified_at != null;
}

/**
 * The user the verified email names within the provider's client, or one created just in time
 * with the provider's default role when the admin allows it and the client proved the domain.
 * An account in another client is never matched: a provider signs in its own client's users
 * only. A provider whose domain is not proven signs in only the addresses its client invited.
 */
export async function matchUser(
  db: Kysely<DB>,
  provider: TProviderRow,
  claims: TIdClaims,
): Promise<{ userId: number; clientId: number; email: string }> {
  const email = verifiedEmail(claims, provider.kind);
  const domain = domainOf(email);
  if (!provider.allowed_domains.includes(domain)) {
    throw new IdentityRefusal(
      SSO_MSG.domainNotAllowed,
      `Email domain of ${email} is not allowed for this provider`,
    );
  }
  const account = await findAccountByEmail(db, email);
  if (account) {
    if (account.clientId !== provider.client_id) {
      throw new IdentityRefusal(SSO_MSG.noAccount, `${email} belongs to another company`);
    }
    return { userId: account.userId, clientId: account.clientId, email };
  }
  if (!(await domainProven(db, provider.client_id, domain))) {
    throw new IdentityRefusal(
      SSO_DOMAIN_MSG.notInvited,
      `${email} was not invited and the company has not verified ${domain}`,
    );
  }
  if (!provider.allow_jit_creation || provider.default_role_id === null) {
    throw new IdentityRefusal(
      SSO_MSG.noAccount,
      `No account for ${email} and just-in-time creation is off`,
    );
  }
  const roleId = provider.default_role_id;
  const created = await withTenant(db, { clientId: provider.client_id }, async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        client_id: provider.client_id,
        email,
        first_name: stringClaim(claims.given_name, 100),
        last_name: stringClaim(claims.family_name, 100),
        status: 'active',
        role_id: roleId,
        is_account_admin: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }).catch(async (error: unknown) => {
    // Two first sign-ins at once: the other one created the user; sign in as that user.
    if ((error as { code?: string }).code !== '23505') throw error;
    const other = await findAccountByEmail(db, email);
    if (other?.clientId !== provider.client_id) throw error;
    return other.userId;
  });
  return { userId: created, clientId: provider.client_id, email };
}

function stringClaim(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}
