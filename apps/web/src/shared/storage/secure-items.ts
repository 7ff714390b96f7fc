import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { createDefaultKeyStore, type TKeyStore } from './key-store';
import { readItem, removeItem, writeItem } from './local-storage';
import { decryptText, encryptText, generateStorageKey } from './sealed-text';

/**
 * The stored user info and permissions are encrypted (spec section 3): AES-GCM under a key kept
 * in IndexedDB, values in localStorage as `base64(iv | ciphertext)`. Guards read them
 * synchronously, so they are decrypted once at boot (`loadSecureItems`, awaited before the
 * router starts) into this in-memory cache, and every write updates the cache at once.
 */
export const SECURE_KEYS = [STORAGE_KEYS.userInfo, STORAGE_KEYS.permissions] as const;
export type TSecureKey = (typeof SECURE_KEYS)[number];

const cache = new Map<TSecureKey, unknown>();
let keyStore: TKeyStore | undefined;
let keyPromise: Promise<CryptoKey> | undefined;

/** Tests (jsdom has no IndexedDB) and the boot code choose where the key lives. */
export function setKeyStore(store: TKeyStore): void {
  keyStore = store;
  keyPromise = undefined;
}

function currentKeyStore(): TKeyStore {
  keyStore ??= createDefaultKeyStore();
  return keyStore;
}

// One key per browser profile, created on the first write; concurrent writes share it.
function ensureKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const store = currentKeyStore();
    const existing = await store.load().catch(() => undefined);
    if (existing) return existing;
    const created = await generateStorageKey();
    // Unsaved (storage refused): the values stay readable for this page load only.
    return store.saveIfAbsent(created).catch(() => created);
  })();
  keyPromise.catch(() => {
    keyPromise = undefined;
  });
  return keyPromise;
}

/**
 * Decrypts every stored secure item into the cache. A value that cannot be decrypted (key gone,
 * value altered, or written in plain text by an older release) reads as absent: for permissions
 * that means "empty", and the route guard then ends the session cleanly.
 */
export async function loadSecureItems(): Promise<void> {
  cache.clear();
  const present = SECURE_KEYS.filter((name) => readItem(name));
  if (present.length === 0) return;
  const key = await currentKeyStore()
    .load()
    .catch(() => undefined);
  if (!key) return;
  keyPromise ??= Promise.resolve(key);
  await Promise.all(
    present.map(async (name) => {
      try {
        cache.set(name, JSON.parse(await decryptText(key, readItem(name) ?? '')));
      } catch {
        cache.delete(name);
      }
    }),
  );
}

export function readSecureItem<T>(name: TSecureKey): T | undefined {
  return cache.get(name) as T | undefined;
}

/** The cache changes at once (guards see it); the encrypted copy is stored when this resolves. */
export async function writeSecureItem(name: TSecureKey, value: unknown): Promise<void> {
  cache.set(name, value);
  const key = await ensureKey();
  const sealed = await encryptText(key, JSON.stringify(value));
  // A logout between the two steps must not write the old session back.
  if (cache.get(name) === value) writeItem(name, sealed);
}

export function removeSecureItem(name: TSecureKey): void {
  cache.delete(name);
  removeItem(name);
}

/** Forgets the decrypted values; localStorage is cleared by the caller. */
export function clearSecureCache(): void {
  cache.clear();
}
