import type { TStreamClaims } from './stream-ticket.ts';

export type TSubscriber = TStreamClaims & {
  /** Sends the current unread count as an `unread` event. */
  push: () => Promise<void>;
  end: () => void;
};

/**
 * The open event streams of this instance, by client and user. Another instance's change reaches
 * them through LISTEN/NOTIFY (unread-channel.ts); this map only says whom to tell here.
 */
export class StreamHub {
  #byUser = new Map<string, Set<TSubscriber>>();

  add(subscriber: TSubscriber): () => void {
    const key = `${subscriber.clientId}:${subscriber.userId}`;
    const set = this.#byUser.get(key) ?? new Set();
    set.add(subscriber);
    this.#byUser.set(key, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.#byUser.get(key) === set) this.#byUser.delete(key);
    };
  }

  forUser(clientId: number, userId: number): TSubscriber[] {
    return [...(this.#byUser.get(`${clientId}:${userId}`) ?? [])];
  }

  all(): TSubscriber[] {
    return [...this.#byUser.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    return this.all().length;
  }

  endAll(): void {
    for (const subscriber of this.all()) subscriber.end();
  }
}
