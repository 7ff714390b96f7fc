import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import './shared/styles/main.scss';
import './shared/i18n/i18n';
import { App } from './app/app';
import { BootFallback } from './app/app-root';
import { createRouter } from './app/router';
import { loadSecureItems } from './shared/storage/secure-items';

const BOOT_DECRYPT_TIMEOUT_MS = 3000;

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);

// Guards read the encrypted user info and permissions synchronously, so they are decrypted
// before the router starts. A storage that never answers must not keep the app from starting:
// after the timeout the values read as absent, and the guards treat the session as ended.
root.render(<BootFallback />);
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
