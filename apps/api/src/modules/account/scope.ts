import { ACCOUNT_MSG } from '@resonate/contracts/account';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

/** The body names a client; it is a claim, so it must be the caller's own. */
export function ownClient(auth: TAuthContext, body: { clientId: number }): number {
  if (body.clientId !== auth.clientId) throw new AppError('FORBIDDEN', ACCOUNT_MSG.notYourClient);
  return auth.clientId;
}

/** Changing account settings or the whitelist is an account admin's call. */
export function ownClientAsAdmin(auth: TAuthContext, body: { clientId: number }): number {
  const clientId = ownClient(auth, body);
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', ACCOUNT_MSG.notAdmin);
  return clientId;
}
