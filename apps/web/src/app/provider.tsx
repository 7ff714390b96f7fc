import { lazy, Suspense, type ReactNode } from 'react';
import { useToastHostWanted } from '@/shared/lib/notify';

// Mounted with the first toast (see notify.tsx): react-toastify stays off pages that raise none.
const ToastHost = lazy(() => import('./toast-host'));

/**
 * App-wide providers. The query client is provided by the routes and lazy parts that use it
 * (shared/api/query-scope.tsx), not here: the login page would otherwise load it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const toastHostWanted = useToastHostWanted();
  return (
    <>
      {children}
      {toastHostWanted ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
