import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore, type TKeyStore } from './key-store';
import { decryptText, encryptText, generateStorageKey } from './sealed-text';
import { clearSecureCache, loadSecureItems, setKeyStore } from './secure-items';
import { readUserInfo, writeUserInfo } from './user-info';

describe('sealed text (AES-GCM)', () => {
  it('round-trips, with a fresh IV each time', async () => {
    const key = await generateStorageKey();
    const a = await encryptText(key, 'héllo');
    const b = await encryptText(key, 'héllo');
    expect(a).not.toBe(b);
    expect(await decryptText(key, a)).toBe('héllo');
  });

  it('uses a key that cannot be exported', async () => {
    const key = await generateStorageKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('rejects a tampered value', async () => {
    const key = await generateStorageKey();
    const sealed = atob(await encryptText(key, 'secret'));
    const flipped =
      sealed.slice(0, -1) + String.fromCharCode(sealed.charCodeAt(sealed.length - 1) ^ 1);
    await expect(decryptText(key, btoa(flipped))).rejects.toThrow();
  });
});

describe('user info', () => {
  let store: TKeyStore;
  beforeEach(() => {
    store = createMemoryKeyStore();
    setKeyStore(store);
  });

  it('is stored encrypted under userInfo and decrypted at boot', async () => {
    const info = { userId: 4, licenseTypeId: 2, timeFormatId: 1, dateFormatId: 1, timeZoneId: 7 };
    await writeUserInfo(info);
    expect(localStorage.getItem('userInfo')).not.toContain('userId');
    clearSecureCache();
    expect(readUserInfo()).toEqual({});
    await loadSecureItems();
    expect(readUserInfo()).toEqual(info);
  });

  it('creates one key and keeps it in the key store', async () => {
    expect(await store.load()).toBeUndefined();
    await Promise.all([writeUserInfo({ userId: 1 }), writeUserInfo({ userId: 2 })]);
    const key = await store.load();
    expect(key).toBeInstanceOf(CryptoKey);
    expect(key?.extractable).toBe(false);
  });
});
