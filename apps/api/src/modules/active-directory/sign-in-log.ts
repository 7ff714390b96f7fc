import type { TAuthDeps } from '#/modules/auth/index.ts';
import { recordSignInEvent } from '#/modules/sso/index.ts';

export type TAdRefusal = {
  clientId: number;
  userId: number | null;
  email: string;
  ip: string;
  /** For the admin: what exactly went wrong (never a password). */
  reason: string;
};

/**
 * An AD sign-in that was refused, for the admin: a warning in the server log and a line in the
 * sign-in log of the security page (the sso module's audit).
 */
export async function logAdRefusal(deps: Pick<TAuthDeps, 'log' | 'db'>, refusal: TAdRefusal) {
  deps.log.warn(
    { clientId: refusal.clientId, userId: refusal.userId },
    `AD sign-in refused: ${refusal.reason}`,
  );
  await recordSignInEvent(deps, {
    clientId: refusal.clientId,
    userId: refusal.userId,
    email: refusal.email,
    method: 'ldap',
    outcome: 'refused',
    reason: refusal.reason,
    provider: 'Active Directory',
    ip: refusal.ip,
  });
}
