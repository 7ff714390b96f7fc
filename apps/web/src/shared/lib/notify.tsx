import { toast } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '@resonate/contracts/constants';
import { ToastMessage } from '../components/toast-message';

/**
 * Toasts go through here so every one looks and behaves the same. Error toasts stay until the
 * user closes them (spec section 9); the same error raised twice shows once.
 */
export function notifyError(title: string, body: string): void {
  toast.error(<ToastMessage title={title} body={body} />, {
    autoClose: false,
    toastId: `error:${title}:${body}`,
  });
}

export function notifySuccess(title: string, body: string): void {
  toast.success(<ToastMessage title={title} body={body} />, { autoClose: TOAST_AUTO_CLOSE_MS });
}
