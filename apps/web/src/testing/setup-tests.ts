import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSecureCache } from '@/shared/storage/secure-items';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearSecureCache();
});
