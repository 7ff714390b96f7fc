import { StrictMode } from 'react';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { createRoot } from 'react-dom/client';
import './shared/styles/main.scss';
import './shared/i18n/i18n';
import { App } from './app/app';
import { BootFallback } from './app/app-root';
import { createRouter, preloadRoute } from './app/router';
import { readItem } from './shared/storage/local-storage';
import { loadSecureItems } from './shared/storage/secure-items';

const BOOT_DECRYPT_TIMEOUT_MS = 3000;

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// Guards read the encrypted user info and permissions synchronously, so they are decrypted
// before the router starts. A storage that never answers must not keep the app from starting:
// after the timeout the values read as absent, and the guards treat the session as ended.
root.render(<BootFallback />);
// The landing page's code downloads while boot decrypts, instead of after it.
preloadRoute(window.location, readItem(STORAGE_KEYS.userInfo) !== null);
void Promise.race([
  loadSecureItems().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, BOOT_DECRYPT_TIMEOUT_MS)),
]).then(() =>
  root.render(
    <StrictMode>
      <App router={createRouter()} />
    </StrictMode>,
  ),
);
