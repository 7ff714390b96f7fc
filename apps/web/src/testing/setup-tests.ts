import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { afterEach } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { clearSecureCache } from '@/shared/storage/secure-items';

// The vmThreads pool runs each file in a VM context whose `crypto` lacks SubtleCrypto; the
// browser has it, and storage encryption and credential sealing use it.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.CryptoKey === 'undefined') {
  const probe = await webcrypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  Object.defineProperty(globalThis, 'CryptoKey', {
    value: Object.getPrototypeOf(probe).constructor,
    configurable: true,
  });
}

// Tests render pages without their route, whose lazyPage loads these texts before showing them.
await i18n.loadNamespaces(['pages', 'docs']);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearSecureCache();
});
