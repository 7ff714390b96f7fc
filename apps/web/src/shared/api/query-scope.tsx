import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * TanStack Query for what is under it. The login page uses no query until its captcha shows, so
 * the library is not in the entry chunk: this module loads with the routes and the lazy parts
 * that need it (see lazyWithQueries). Every scope shares the one client, hence one cache.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A layout route giving its child routes the query client. */
export function QueryLayout() {
  return (
    <QueryScope>
      <Outlet />
    </QueryScope>
  );
}
