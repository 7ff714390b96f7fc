import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SIGNUP_MSG } from '@resonate/contracts/onboarding/signup';
import { AppError } from '#/errors.ts';
import { keyedHash } from '#/modules/auth/index.ts';
import { SIGNUP_POLICY } from './signup-policy.ts';

/**
 * Sign-up must say when an email is already registered (spec: the email is "checked against the
 * server on blur"), which makes each answer a probe of the customer list. Besides the routes'
 * per-minute limits, every such answer spends one of a network address's hourly budget; the
 * address is kept only as a keyed hash. One upsert, so concurrent calls count exactly.
 */
export async function spendExistenceAnswer(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  ip: string,
): Promise<void> {
  const key = keyedHash(deps.config.appSecret, 'signup-existence', ip);
  const window = `${SIGNUP_POLICY.windowSeconds} seconds`;
  const { rows } = await sql<{ count: number }>`
    insert into signup_rate_counters as c (key_hash, window_started_at, count)
    values (${key}, now(), 1)
    on conflict (key_hash) do update set
      count = case when c.window_started_at < now() - ${window}::interval then 1 else c.count + 1 end,
      window_started_at = case when c.window_started_at < now() - ${window}::interval
        then now() else c.window_started_at end
    returning count`.execute(deps.db);
  if (Number(rows[0]?.count) > SIGNUP_POLICY.existenceAnswersPerAddressPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', SIGNUP_MSG.tooManyEmailChecks);
  }
}
