import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@resonate/contracts/constants';

/**
 * Toasts: top-right, 5 s; error toasts opt out of auto-close where they are raised (spec
 * section 9). The unstyled build is used with the CSS file imported in main.tsx, because the
 * default build injects a <style> tag, which the CSP (style-src 'self') forbids.
 */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
