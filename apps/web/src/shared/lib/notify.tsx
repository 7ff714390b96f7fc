import { useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@resonate/contracts/constants';
import { ToastMessage } from '../components/toast-message';

// react-toastify loads with the first toast: most page loads, the login page's among them, never
// raise one. Toasts raised before its container mounts wait in react-toastify's own queue.
let hostWanted = false;
const listeners = new Set<() => void>();

function toastLibrary() {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify/unstyled');
}

/** True once a toast was raised: the app then mounts the toast container (see provider.tsx). */
export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );
}

/**
 * Toasts go through here so every one looks and behaves the same. Error toasts stay until the
 * user closes them (spec section 9); the same error raised twice shows once.
 */
export function notifyError(title: string, body: string): void {
  void toastLibrary().then(({ toast }) =>
    toast.error(<ToastMessage title={title} body={body} />, {
      autoClose: false,
      toastId: `error:${title}:${body}`,
    }),
  );
}

export function notifySuccess(title: string, body: string): void {
  void toastLibrary().then(({ toast }) =>
    toast.success(<ToastMessage title={title} body={body} />, { autoClose: TOAST_AUTO_CLOSE_MS }),
  );
}
