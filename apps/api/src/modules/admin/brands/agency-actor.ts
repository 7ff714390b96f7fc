import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MSG } from '@resonate/contracts/onboarding/admin-common';
import { BRAND_MSG } from '@resonate/contracts/onboarding/brands';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { readOnboardingToken, loadAccount } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { authOf } from '#/plugins/auth.ts';

/** Who creates or checks brands: an agency's account admin, proven by `q` or by a session. */
export type TAgencyActor = { agencyId: number; userId: number; via: 'setup' | 'session' };

/**
 * Account setup runs before the agency's first sign-in succeeds ('Clients not created'), so it
 * carries the signed `q` of that sign-in instead of a session. `q` proves the password was right
 * within its lifetime; the account is re-read here, so a user deactivated since, a non-admin or
 * a client that is no agency (or has not paid or validated its licence) is refused. Without
 * `q`, the caller needs a session of an agency admin working in the agency itself.
 */
export async function agencyActor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  q: string | undefined,
): Promise<TAgencyActor> {
  if (q === undefined) return sessionActor(app, request, reply);
  const claims = readOnboardingToken(app.config.appSecret, q);
  if (!claims) throw new AppError('BAD_REQUEST', BRAND_MSG.setupLinkInvalid);
  const account = await withTenant(app.db, { clientId: claims.c }, (trx) =>
    loadAccount(trx, claims.u),
  );
  const ready =
    account?.status === 'active' &&
    account.clientActive &&
    account.paymentCompleted &&
    account.licenceValidated;
  if (!account || !ready) throw new AppError('BAD_REQUEST', BRAND_MSG.setupLinkInvalid);
  if (!account.isAgency) throw new AppError('FORBIDDEN', BRAND_MSG.notAgency);
  if (!account.isAccountAdmin) throw new AppError('FORBIDDEN', BRAND_MSG.setupNotAllowed);
  return { agencyId: account.clientId, userId: account.userId, via: 'setup' };
}

async function sessionActor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TAgencyActor> {
  await app.requireAuth().call(app, request, reply);
  return agencyOfSession(app, authOf(request));
}

/** An agency admin's session working in the agency itself (not in one of its brands). */
export async function agencyOfSession(
  app: Pick<FastifyInstance, 'db'>,
  auth: TAuthContext,
): Promise<TAgencyActor> {
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', ADMIN_MSG.notAdmin);
  if (auth.clientId !== auth.userClientId) throw new AppError('FORBIDDEN', BRAND_MSG.notAgency);
  const account = await withTenant(app.db, { clientId: auth.userClientId }, (trx) =>
    loadAccount(trx, auth.userId),
  );
  if (!account?.isAgency) throw new AppError('FORBIDDEN', BRAND_MSG.notAgency);
  return { agencyId: auth.clientId, userId: auth.userId, via: 'session' };
}
