import type { Kysely } from 'kysely';
import type { TSignInDiscovery } from '@resonate/contracts/auth/sso';
import type { DB } from '#/db/schema.ts';
import { findDirectoryForEmail } from '#/modules/active-directory/index.ts';
import { findProvidersForEmail } from '../oidc/find-providers.ts';

/**
 * POST /api/SignInDiscovery: what the login page offers once an email is typed (home-realm
 * discovery): "Sign in with ..." buttons for the domain's identity providers, whether the domain
 * is an Active Directory's (the password is then checked by an LDAP bind), and whether single
 * sign-on is required (the password field is hidden). By domain only: no account is looked up.
 * A provider whose client has not proven the domain (DNS TXT) is offered only to a page opened
 * with that provider's sign-in link, and never makes single sign-on required.
 */
export async function signInDiscovery(
  db: Kysely<DB>,
  email: string,
  linkedProviderId?: number,
): Promise<TSignInDiscovery> {
  const [listed, directory] = await Promise.all([
    findProvidersForEmail(db, email),
    findDirectoryForEmail(db, email),
  ]);
  // Only the client that proved the domain routes it; listing a domain proves nothing.
  const proven = listed.filter((provider) => provider.proven);
  // A company's sign-in link names its provider: offered at the domains it lists, still by
  // domain only (whoever is signing in must be invited, which the callback checks).
  const providers = listed.filter(
    (provider) => provider.proven || provider.providerId === linkedProviderId,
  );
  return {
    providers: providers.map(({ providerId, kind, displayName }) => ({
      providerId,
      kind,
      displayName,
    })),
    // Likewise a directory: its invited users still reach it from the password form.
    isADuser: directory?.proven === true,
    requireSso: proven.length > 0 && proven.every((provider) => provider.requireSso),
  };
}
