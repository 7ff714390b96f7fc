import { AppError } from '#/errors.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { TAuthDeps } from '../deps.ts';
import { NONCE_TTL_SECONDS } from '../policy.ts';
import { consumeNonce, insertNonce } from '../repositories/abuse-repository.ts';

export const NONCE_EXPIRED_MESSAGE = 'The sign-in form has expired; reload and try again';

/** A fresh single-use nonce (the spec's `hashval`). */
export async function issueNonce(deps: Pick<TAuthDeps, 'db'>): Promise<string> {
  const nonce = newToken(18);
  await insertNonce(deps.db, hashToken(nonce), NONCE_TTL_SECONDS);
  return nonce;
}

/** Spends a nonce or refuses the request: a replayed or stale form gets a 400. */
export async function spendNonce(deps: Pick<TAuthDeps, 'db'>, nonce: string): Promise<void> {
  if (!(await consumeNonce(deps.db, hashToken(nonce)))) {
    throw new AppError('BAD_REQUEST', NONCE_EXPIRED_MESSAGE, {
      errors: { hashval: NONCE_EXPIRED_MESSAGE },
    });
  }
}
