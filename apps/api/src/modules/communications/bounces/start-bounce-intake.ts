import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';
import { startBounceReceiver } from './inbound-receiver.ts';
import { verpSigner } from './verp.ts';

type TIntakeDeps = { db: Kysely<DB>; config: TAppConfig; log: FastifyBaseLogger; queue: PgBoss };

/**
 * Starts the ways bounces come in by mail, each only when configured: the inbound SMTP receiver
 * (BOUNCE_SMTP_PORT). It runs where jobs are worked, and stops with the queue.
 */
export async function startBounceIntake(deps: TIntakeDeps): Promise<void> {
  const { bounceSmtp } = deps.config;
  if (bounceSmtp.port === undefined) return;
  const log = deps.log.child({ module: 'bounces' });
  const reportDeps = { db: deps.db, verp: verpSigner(deps.config.appSecret), log };
  const receiver = await startBounceReceiver(reportDeps, {
    port: bounceSmtp.port,
    host: bounceSmtp.host,
  });
  deps.queue.once('stopped', () => void receiver.close());
}
