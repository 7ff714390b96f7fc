import type { Kysely } from 'kysely';
import type { TSignInDiscovery } from '@resonate/contracts/auth/sso';
import type { DB } from '#/db/schema.ts';
import { findDirectoryForEmail } from '#/modules/active-directory/find-directory.ts';
import { findProvidersForEmail } from '../oidc/find-providers.ts';

/**
 * POST /api/SignInDiscovery: what the login page offers once an email is typed (home-realm
 * discovery): "Sign in with ..." buttons for the domain's identity providers, whether the domain
 * is an Active Directory's (the password is then checked by an LDAP bind), and whether single
 * sign-on is required (the password field is hidden). By domain only: no account is looked up.
 * A provider whose client has not proven the domain (DNS TXT) is never offered here.
 */
export async function signInDiscovery(db: Kysely<DB>, email: string): Promise<TSignInDiscovery> {
  const [listed, directory] = await Promise.all([
    findProvidersForEmail(db, email),
    findDirectoryForEmail(db, email),
  ]);
  // Only the client that proved the domain routes it; listing a domain proves nothing.
  const providers = listed.filter((provider) => provider.proven);
  return {
    providers: providers.map(({ providerId, kind, displayName }) => ({
      providerId,
      kind,
      displayName,
    })),
    isADuser: directory !== undefined,
    requireSso: providers.length > 0 && providers.every((provider) => provider.requireSso),
  };
}
