import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TAppConfig } from '#/secrets.ts';

/** What the data-exchange use cases need; the app instance satisfies it. */
export type TDataExchangeDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  /** Absent when the app runs without pg-boss (most tests): nothing is then enqueued. */
  queue?: PgBoss;
};

export function outboundPolicy(config: Pick<TAppConfig, 'allowPrivateWebhooks'>): TOutboundPolicy {
  return { allowPrivate: config.allowPrivateWebhooks };
}
