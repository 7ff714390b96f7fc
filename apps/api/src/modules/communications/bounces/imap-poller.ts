import { ImapFlow } from 'imapflow';
import { BOUNCE_LIMITS } from '@resonate/contracts/campaigns/bounces';
import { takeReport, type TReportDeps } from './take-report.ts';

export type TImapPoller = {
  /** One poll now: the unseen reports taken; resolves when done. */
  poll(): Promise<number>;
  stop(): Promise<void>;
};

function clientOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
    client: new ImapFlow({
      host: parsed.hostname,
      port: Number(parsed.port) || (secure ? 993 : 143),
      secure,
      auth: {
        user: decodeURIComponent(parsed.username),
        pass: decodeURIComponent(parsed.password),
      },
      logger: false,
      disableAutoIdle: true,
    }),
  };
}

/**
 * A bounce mailbox polled over IMAP (BOUNCE_IMAP_URL), for bounce domains whose MX is another
 * mail server: every unseen mail is handed to takeReport and then flagged \Seen, so each is
 * taken once and stays in the mailbox for a person to read. A mail whose handling failed (the
 * database away) stays unseen for the next poll. One connection per poll: nothing held open
 * between polls, and a poll never overlaps the previous one.
 */
export function startImapPoller(
  deps: TReportDeps,
  options: { url: string; pollSeconds: number },
): TImapPoller {
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function pollOnce(): Promise<number> {
    const { client, mailbox } = clientOf(options.url);
    client.on('error', (error: unknown) => deps.log.warn({ err: error }, 'bounce mailbox'));
    await client.connect();
    let taken = 0;
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const unseen = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of unseen.slice(0, BOUNCE_LIMITS.imapBatch)) {
          const message = await client.fetchOne(
            String(uid),
            { source: true, size: true },
            { uid: true },
          );
          if (!message || !message.source) continue;
          if ((message.size ?? 0) <= BOUNCE_LIMITS.reportBytesMax) {
            await takeReport(deps, message.source);
          } else {
            deps.log.info({ uid }, 'bounce mailbox: mail too large for a report, skipped');
          }
          await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
          taken += 1;
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => undefined);
    }
    return taken;
  }

  const poll = () => {
    running ??= pollOnce().finally(() => (running = undefined));
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'bounce mailbox poll failed'))
        .finally(schedule);
    }, options.pollSeconds * 1000);
    timer.unref();
  };
  schedule();
  return {
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
