import type { Kysely, Transaction } from 'kysely';
import { SSO_MSG } from '@resonate/contracts/auth/sso';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { recordSignInEvent } from '../audit.ts';
import { ssoOfferedAt } from '../domains/domain-repository.ts';
import { domainOf } from '../oidc/find-providers.ts';
import { loadSignInPolicy } from './load-sign-in-policy.ts';

type TPolicyDeps = { db: Kysely<DB>; log: { info: (o: object, m: string) => void } };

export type TPolicyAccount = {
  clientId: number;
  userId: number;
  email: string;
  isAccountAdmin: boolean;
};

/**
 * The client's sign-in policies at the moment the first factor is proven (called by
 * completeSignIn). A password is refused when the client requires single sign-on, unless the
 * account is the break-glass admin, or the account's domain is not one the company proved (the
 * login page then offers no single sign-on); an AD bind is the directory's own single sign-on.
 * Answers whether the one-time code must follow single sign-on.
 */
export async function applySignInPolicy(
  deps: TPolicyDeps,
  trx: Transaction<DB>,
  account: TPolicyAccount,
  context: { method: 'password' | 'oidc' | 'ldap'; ip: string },
): Promise<{ otpAfterSso: boolean }> {
  const policy = await loadSignInPolicy(trx, account.clientId);
  const breakGlass = policy.breakGlassUserId === account.userId && account.isAccountAdmin;
  if (
    context.method === 'password' &&
    policy.requireSso &&
    !breakGlass &&
    // Required where the login page can offer it: at a domain the company proved. Elsewhere
    // (not verified yet) a password still works, or the policy would lock everyone out.
    (await ssoOfferedAt(trx, domainOf(account.email)))
  ) {
    await recordSignInEvent(deps, {
      clientId: account.clientId,
      userId: account.userId,
      email: account.email,
      method: 'password',
      outcome: 'refused',
      reason: 'Password sign-in refused: the company requires single sign-on',
      ip: context.ip,
    });
    throw new AppError('FORBIDDEN', SSO_MSG.ssoRequired, {
      errors: { loginName: SSO_MSG.ssoRequired },
    });
  }
  return { otpAfterSso: context.method === 'oidc' && policy.otpAfterSso };
}
