import type { Transaction } from 'kysely';
import { LICENCE_MSG } from '@resonate/contracts/onboarding/licence';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { readOnboardingToken } from '#/modules/auth/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TLicenceDeps } from './licence-deps.ts';
import { findLicenceClient, isBrandOf, type TLicenceClient } from './licence-repository.ts';
import { licenceRenewalDue } from './standing/licence-standing.ts';

/**
 * The account a licence request is about. During onboarding it is the client of the signed
 * `q` the sign-in gave (no session yet); afterwards it is the signed-in account admin's working
 * client, or one of their agency's brands named by companyClientId.
 */
export type TLicenceTarget = {
  clientId: number;
  userId: number;
  via: 'onboarding' | 'session';
};

export type TTargetRequest = {
  q?: string | undefined;
  companyClientId?: number | undefined;
  auth: TAuthContext | undefined;
  /** Why the optional session check failed, told when there is no q to fall back on. */
  authError?: unknown;
};

export async function resolveLicenceTarget(
  deps: TLicenceDeps,
  request: TTargetRequest,
): Promise<TLicenceTarget> {
  if (request.q !== undefined) {
    const claims = readOnboardingToken(deps.config.appSecret, request.q);
    if (!claims) {
      throw new AppError('BAD_REQUEST', LICENCE_MSG.linkInvalid, {
        errors: { q: LICENCE_MSG.linkInvalid },
      });
    }
    return { clientId: claims.c, userId: claims.u, via: 'onboarding' };
  }
  const { auth } = request;
  if (!auth) {
    if (request.authError) throw request.authError;
    throw new AppError('UNAUTHORIZED', LICENCE_MSG.signInRequired);
  }
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', LICENCE_MSG.notAdmin);
  const companyId = request.companyClientId;
  if (companyId !== undefined && companyId !== auth.clientId) {
    const agencyId = auth.userClientId;
    const ours = await withTenant(deps.db, { clientId: agencyId }, (trx) =>
      isBrandOf(trx, agencyId, companyId),
    );
    if (!ours) throw new AppError('NOT_FOUND', LICENCE_MSG.companyNotFound);
    return { clientId: companyId, userId: auth.userId, via: 'session' };
  }
  return { clientId: auth.clientId, userId: auth.userId, via: 'session' };
}

/**
 * The target's client, in its tenant transaction. An onboarding `q` only works while the account
 * still waits for its licence (or its payment), or its licence has lapsed (sign-in sent it to
 * /account-activate to renew): while a licence is in force, a leftover link cannot apply
 * another key without signing in.
 */
export async function loadTargetClient(
  trx: Transaction<DB>,
  target: TLicenceTarget,
): Promise<TLicenceClient> {
  const client = await findLicenceClient(trx, target.clientId);
  if (target.via === 'session') {
    if (!client) throw new AppError('NOT_FOUND', LICENCE_MSG.companyNotFound);
    return client;
  }
  const user = await trx
    .selectFrom('users')
    .select('status')
    .where('id', '=', target.userId)
    .executeTakeFirst();
  if (!client || !user || user.status === 'deactivated') {
    throw new AppError('BAD_REQUEST', LICENCE_MSG.linkInvalid, {
      errors: { q: LICENCE_MSG.linkInvalid },
    });
  }
  if (
    client.licenceValidated &&
    client.paymentCompleted &&
    !(await licenceRenewalDue(trx, client.id, new Date()))
  ) {
    throw new AppError('CONFLICT', LICENCE_MSG.alreadyActivated);
  }
  return client;
}
