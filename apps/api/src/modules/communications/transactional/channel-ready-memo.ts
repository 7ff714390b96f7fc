import { isChannelReady } from '../channels/channel-ready.ts';
import type { TCommunicationDeps } from '../deps.ts';

/**
 * How long a "set up" answer is trusted. Reading a channel's settings is a transaction of
 * several queries, the dearest part of an accept; an integration sends many messages a second
 * on the same channel. A channel removed meanwhile fails at the send (the row says why).
 */
const READY_FOR_MS = 5_000;
const MAX_ENTRIES = 10_000;

const readyUntil = new Map<string, number>();

/** isChannelReady, with a positive answer remembered for a few seconds per client and channel. */
export async function channelReadyRecently(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
  now = Date.now(),
): Promise<boolean> {
  const key = `${clientId}:${channelId}`;
  if ((readyUntil.get(key) ?? 0) > now) return true;
  const ready = await isChannelReady(deps, clientId, channelId, {});
  if (ready) {
    if (readyUntil.size >= MAX_ENTRIES) readyUntil.clear();
    readyUntil.set(key, now + READY_FOR_MS);
  } else readyUntil.delete(key);
  return ready;
}
