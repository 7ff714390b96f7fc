import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedStorage } from './debounced-storage';

describe('createDebouncedStorage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('coalesces a burst of writes into one, after the quiet period', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const storage = createDebouncedStorage(() => localStorage, { quietMs: 100, maxWaitMs: 5000 });
    storage.setItem('k', '1');
    storage.setItem('k', '2');
    expect(storage.getItem('k')).toBe('2'); // reads see the pending value
    expect(localStorage.getItem('k')).toBeNull();
    vi.advanceTimersByTime(100);
    expect(localStorage.getItem('k')).toBe('2');
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it('never lets a write wait longer than the 5-second timeout', () => {
    const storage = createDebouncedStorage(() => localStorage, { quietMs: 1000, maxWaitMs: 5000 });
    for (let i = 0; i < 10; i += 1) {
      storage.setItem('k', String(i));
      vi.advanceTimersByTime(600); // keeps resetting the quiet timer
    }
    expect(localStorage.getItem('k')).not.toBeNull();
  });

  it('flush writes at once; cancel drops pending writes', () => {
    const storage = createDebouncedStorage(() => localStorage);
    storage.setItem('a', '1');
    storage.flush();
    expect(localStorage.getItem('a')).toBe('1');
    storage.setItem('b', '1');
    storage.cancel();
    vi.advanceTimersByTime(10_000);
    expect(localStorage.getItem('b')).toBeNull();
  });
});
