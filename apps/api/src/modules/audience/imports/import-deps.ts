import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/** What the import use cases need; the app instance satisfies it. */
export type TImportDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: FastifyBaseLogger;
  /** pg-boss; absent in an app built without the queue (start and retry then answer 503). */
  queue?: PgBoss;
};
