/**
 * Where the storage encryption key lives. The key is a non-extractable CryptoKey: IndexedDB can
 * hold it (structured clone keeps it opaque), so scripts on the page can use it but never read
 * its bytes. Behind an interface because jsdom has no IndexedDB: tests use the memory store.
 */
export type TKeyStore = {
  load: () => Promise<CryptoKey | undefined>;
  /**
   * Stores `key` unless one is there already, and returns the stored one: two tabs signing in
   * at once must end up with the same key, or one tab's values become unreadable.
   */
  saveIfAbsent: (key: CryptoKey) => Promise<CryptoKey>;
};

export function createMemoryKeyStore(): TKeyStore {
  let stored: CryptoKey | undefined;
  return {
    load: async () => stored,
    saveIfAbsent: async (key) => {
      stored ??= key;
      return stored;
    },
  };
}

const DB_NAME = 'resonate';
const STORE_NAME = 'keys';
const KEY_ID = 'storage';

export function createIndexedDbKeyStore(factory: IDBFactory = indexedDB): TKeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest) => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE_NAME, mode);
        const request = act(tx.objectStore(STORE_NAME));
        tx.oncomplete = () => resolve(request.result as T);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  };
  return {
    load: async () => {
      const value = await run<unknown>('readonly', (store) => store.get(KEY_ID));
      return value instanceof CryptoKey ? value : undefined;
    },
    saveIfAbsent: async (key) => {
      try {
        await run<unknown>('readwrite', (store) => store.add(key, KEY_ID));
        return key;
      } catch (error) {
        // ConstraintError: another tab stored its key first; use that one.
        const existing = await run<unknown>('readonly', (store) => store.get(KEY_ID));
        if (existing instanceof CryptoKey) return existing;
        throw error;
      }
    },
  };
}

/** IndexedDB where the browser has it; memory otherwise (tests, very old or locked-down browsers). */
export function createDefaultKeyStore(): TKeyStore {
  return typeof indexedDB === 'undefined' ? createMemoryKeyStore() : createIndexedDbKeyStore();
}
