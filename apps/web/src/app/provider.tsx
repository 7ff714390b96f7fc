import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from '@resonate/contracts/constants';
import { queryClient } from '@/shared/api/query-client';

/**
 * App-wide providers. Toasts: top-right, 5 s; error toasts opt out of auto-close where they are
 * raised (spec section 9). The unstyled build is used with the CSS file imported in main.tsx,
 * because the default build injects a <style> tag, which the CSP (style-src 'self') forbids.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        theme="light"
      />
    </QueryClientProvider>
  );
}
