import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';
import { startImapPoller } from './imap-poller.ts';
import { startBounceReceiver } from './inbound-receiver.ts';
import { verpSigner } from './verp.ts';

type TIntakeDeps = { db: Kysely<DB>; config: TAppConfig; log: FastifyBaseLogger; queue: PgBoss };

/**
 * Starts the ways bounces come in by mail, each only when configured: the inbound SMTP receiver
 * (BOUNCE_SMTP_PORT) and the IMAP bounce mailbox (BOUNCE_IMAP_URL). They run where jobs are
 * worked, and stop with the queue.
 */
export async function startBounceIntake(deps: TIntakeDeps): Promise<void> {
  const { bounceSmtp, bounceImap } = deps.config;
  const log = deps.log.child({ module: 'bounces' });
  const reportDeps = { db: deps.db, verp: verpSigner(deps.config.appSecret), log };
  if (bounceSmtp.port !== undefined) {
    const receiver = await startBounceReceiver(reportDeps, {
      port: bounceSmtp.port,
      host: bounceSmtp.host,
    });
    deps.queue.once('stopped', () => void receiver.close());
  }
  if (bounceImap.url !== undefined) {
    const poller = startImapPoller(reportDeps, {
      url: bounceImap.url,
      pollSeconds: bounceImap.pollSeconds,
    });
    deps.queue.once('stopped', () => void poller.stop());
  }
}
