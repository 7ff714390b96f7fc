import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { STREAM_EVENT_UNREAD } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { countUnread } from '../repositories/notifications-repository.ts';
import type { StreamHub } from './stream-hub.ts';
import type { TStreamClaims } from './stream-ticket.ts';

/** Comment lines keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long; the browser then asks for a new ticket with its accessToken.
 * That bounds how long a stream outlives a revoked session, without a session check per event.
 */
export const STREAM_MAX_MS = 5 * 60_000;

/** Takes over the response and keeps it open as text/event-stream until either side ends it. */
export async function openStream(
  deps: { db: Kysely<DB>; hub: StreamHub; maxMs?: number },
  request: FastifyRequest,
  reply: FastifyReply,
  claims: TStreamClaims,
) {
  reply.hijack();
  const raw = reply.raw;
  // Security headers set by the hooks so far (helmet) go out with the stream too.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 5000\n\n');

  let ended = false;
  const pushNow = async () => {
    const unread = await withTenant(deps.db, { clientId: claims.clientId }, (trx) =>
      countUnread(trx, { userId: claims.userId, departmentId: claims.departmentId }),
    );
    if (ended) return;
    const data = JSON.stringify({ unreadCount: String(unread) });
    raw.write(`event: ${STREAM_EVENT_UNREAD}\ndata: ${data}\n\n`);
  };
  // One push at a time, each counting after the previous was written: overlapping counts could
  // finish out of order and leave an older number (taken before "mark all") on the page.
  let queue: Promise<void> = Promise.resolve();
  const push = () => {
    queue = queue.then(pushNow, pushNow);
    return queue;
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    remove();
    raw.end();
  };
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(end, deps.maxMs ?? STREAM_MAX_MS);
  const remove = deps.hub.add({ ...claims, push, end });
  request.raw.on('close', end);
  raw.on('error', end);
  await push().catch((error: unknown) => {
    request.log.warn({ err: error }, 'notification stream: first count failed');
    end();
  });
}
