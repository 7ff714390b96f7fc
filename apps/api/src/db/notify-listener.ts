import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A cache kept per process, told through PostgreSQL NOTIFY when what it holds changed elsewhere.
 * `onNotify` evicts what the payload names; `onReset` drops everything, when the connection is
 * lost (a NOTIFY sent meanwhile is missed) and again when it is back.
 */
export type TChannelHandler = {
  channel: string;
  onNotify: (payload: string) => void;
  onReset: () => void;
};

export type TNotifyListener = {
  start: () => Promise<void>;
  /** False while the connection is down: caches must then ask PostgreSQL every time. */
  isConnected: () => boolean;
  close: () => Promise<void>;
};

/**
 * One LISTEN connection per process for every channel, reconnecting every second after a loss.
 * Channel names are constants of the code, never input.
 */
export function listenToChannels(
  url: string,
  handlers: readonly TChannelHandler[],
  log: FastifyBaseLogger,
): TNotifyListener {
  let client: pg.Client | undefined;
  let closed = false;
  const byChannel = new Map(handlers.map((handler) => [handler.channel, handler]));
  const resetAll = () => handlers.forEach((handler) => handler.onReset());

  const scheduleReconnect = () => {
    if (closed) return;
    resetAll();
    setTimeout(() => void connect().catch(scheduleReconnect), 1000).unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'resonate-listener' });
    const lost = () => {
      // 'error' and 'end' can both fire for one connection: only the current one reconnects.
      if (client !== next) return;
      client = undefined;
      log.warn('NOTIFY listener lost its connection; reconnecting');
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      byChannel.get(message.channel)?.onNotify(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      for (const channel of byChannel.keys()) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    // Whatever changed while nobody listened is forgotten before the caches are used again.
    resetAll();
    client = next;
  };

  return {
    // A first connection that fails is retried like a lost one; meanwhile caches stay off.
    start: () =>
      connect().catch((error: unknown) => {
        scheduleReconnect();
        throw error;
      }),
    isConnected: () => client !== undefined,
    close: async () => {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
