import type { StateStorage } from 'zustand/middleware';

/**
 * The spec's store "persists with a 5-second timeout". The original used redux-persist, whose
 * `timeout` bounds how long persistence may lag. Here writes are coalesced: a burst of state
 * changes (the loading counter ticks on every call) becomes one localStorage write after a
 * short quiet period, and no write waits longer than `maxWaitMs` (5 s). Pending writes are
 * flushed when the page is hidden or unloaded, so a reload never loses the last state.
 * Reads stay synchronous, so hydration happens before the first render.
 */
export type TDebouncedStorage = StateStorage<void> & { flush: () => void; cancel: () => void };

export function createDebouncedStorage(
  target: () => Storage,
  { quietMs = 250, maxWaitMs = 5000 }: { quietMs?: number; maxWaitMs?: number } = {},
): TDebouncedStorage {
  const pending = new Map<string, string>();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(quietTimer);
    clearTimeout(maxTimer);
    quietTimer = undefined;
    maxTimer = undefined;
  };

  const flush = () => {
    clearTimers();
    for (const [name, value] of pending) {
      try {
        target().setItem(name, value);
      } catch {
        // Quota or privacy mode: state lives on in memory.
      }
    }
    pending.clear();
  };

  return {
    getItem: (name) => pending.get(name) ?? safe(() => target().getItem(name), null),
    setItem: (name, value) => {
      pending.set(name, value);
      clearTimeout(quietTimer);
      quietTimer = setTimeout(flush, quietMs);
      maxTimer ??= setTimeout(flush, maxWaitMs);
    },
    removeItem: (name) => {
      pending.delete(name);
      safe(() => target().removeItem(name), undefined);
    },
    flush,
    cancel: () => {
      clearTimers();
      pending.clear();
    },
  };
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
