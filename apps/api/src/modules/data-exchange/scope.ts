import { DX_MSG } from '@resonate/contracts/data-exchange';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';

/** The body names a client (as the spec's payloads do): a claim, so it must be the caller's. */
export function ownClient(auth: TAuthContext, body: { clientId: number }): void {
  if (body.clientId !== auth.clientId) throw new AppError('FORBIDDEN', DX_MSG.notYourClient);
}

/** Keys and webhooks hand out access to the whole account: only its admins change them. */
export function ownClientAdmin(auth: TAuthContext, body: { clientId: number }): void {
  ownClient(auth, body);
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', DX_MSG.notAdmin);
}

/** Dates leave the API as ISO 8601 in UTC; the SPA formats them in the user's zone. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
