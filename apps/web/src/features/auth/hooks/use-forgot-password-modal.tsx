import { lazy, Suspense, useCallback, useState } from 'react';

const ForgotPasswordModal = lazy(() => import('../components/forgot-password-modal'));

/**
 * The forgot-password modal on demand, for the login page and the session modal alike: its code
 * loads the first time it opens, and each opening mounts a fresh modal (key) prefilled with the
 * address typed so far.
 */
export function useForgotPasswordModal() {
  const [state, setState] = useState({ open: false, opened: 0, email: '' });
  const open = useCallback(
    (email: string) => setState((s) => ({ open: true, opened: s.opened + 1, email })),
    [],
  );
  const modal =
    state.opened > 0 ? (
      <Suspense fallback={null}>
        <ForgotPasswordModal
          key={state.opened}
          show={state.open}
          onClose={() => setState((s) => ({ ...s, open: false }))}
          defaultEmail={state.email}
        />
      </Suspense>
    ) : null;
  return { isOpen: state.open, open, modal };
}
