import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/**
 * What communication use cases need. The Fastify app satisfies it, and so do the job workers;
 * queue is absent in tests that boot without pg-boss (the scheduler's sweep then starts runs).
 */
export type TCommunicationDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  queue?: PgBoss;
};
