import type { Transaction } from 'kysely';
import {
  SECOND_FACTOR_MAX_ATTEMPTS,
  SECOND_FACTOR_MSG,
} from '@resonate/contracts/auth/second-factor';
import type { TSignInEventMethod } from '@resonate/contracts/auth/sign-in-policies';
import type { DB, TSecondFactorPurpose } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { INVALID_CREDENTIALS, loadAccount, type TAccount } from '#/modules/auth/index.ts';
import { recordSignInEvent } from '#/modules/sso/index.ts';
import type { TSecondFactorDeps } from '../deps.ts';
import { lockStep, updateStep, type TStepRow } from '../repositories/challenges-repository.ts';
import { readStepToken } from '../step-token.ts';

/** A try either succeeds or fails; a failure counts towards the step's attempt limit. */
export type TStepOutcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** Which line a refused try writes to the admin's sign-in log (the security page). */
export type TStepAudit = { method: TSignInEventMethod; ip: string };

export const stepExpired = () =>
  new AppError('BAD_REQUEST', SECOND_FACTOR_MSG.stepExpired, { data: { state: 'expired' } });

/**
 * Runs one try of a second-factor step named by `token`: the step must be live, unspent and under
 * its attempt limit, its account active. A failed try is counted and committed before the error
 * is thrown, so nobody gets more than SECOND_FACTOR_MAX_ATTEMPTS tries by racing; with `audit`,
 * it also leaves a line in the admin's sign-in log.
 */
export async function withStep<T>(
  deps: Pick<TSecondFactorDeps, 'db' | 'config' | 'log'>,
  purpose: TSecondFactorPurpose,
  token: string,
  attempt: (trx: Transaction<DB>, step: TStepRow, account: TAccount) => Promise<TStepOutcome<T>>,
  audit?: TStepAudit,
): Promise<T> {
  const claims = readStepToken(deps.config.appSecret, purpose, token);
  if (!claims) throw stepExpired();
  let who: { userId: number; email: string } | undefined;
  const outcome = await withTenant(
    deps.db,
    { clientId: claims.c },
    async (trx): Promise<TStepOutcome<T>> => {
      const step = await lockStep(trx, claims.id);
      if (!step || step.purpose !== purpose || step.consumed_at) {
        return { ok: false, error: stepExpired() };
      }
      if (step.expires_at.getTime() < Date.now()) return { ok: false, error: stepExpired() };
      const account = await loadAccount(trx, step.user_id);
      if (!account || account.status !== 'active' || !account.clientActive) {
        return { ok: false, error: new AppError('UNAUTHORIZED', INVALID_CREDENTIALS) };
      }
      who = { userId: account.userId, email: account.email };
      if (step.attempts >= SECOND_FACTOR_MAX_ATTEMPTS) {
        return {
          ok: false,
          error: new AppError('TOO_MANY_REQUESTS', SECOND_FACTOR_MSG.tooManyAttempts, {
            data: { state: 'expired' },
          }),
        };
      }
      const result = await attempt(trx, step, account);
      if (!result.ok && result.error.statusCode < 500) {
        await updateStep(trx, step.id, { attempts: step.attempts + 1 });
      }
      return result;
    },
  );
  if (outcome.ok) return outcome.value;
  if (audit && who) {
    await recordSignInEvent(deps, {
      clientId: claims.c,
      userId: who.userId,
      email: who.email,
      method: audit.method,
      outcome: 'refused',
      reason: outcome.error.message,
      ip: audit.ip,
    });
  }
  throw outcome.error;
}
