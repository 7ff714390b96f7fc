import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppRoot, BootFallback } from './app-root';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { LoginGuard } from './guards/login-guard';
import { ProtectedLayout } from './guards/protected-layout';
import { protectedLoader } from './guards/protected-loader';
import { ShellLayout } from './layout/shell-layout';
import { lazyPage } from './routes/lazy-page';
import { protectedRoutes } from './routes/protected-routes';
import { publicRoutes } from './routes/public-routes';

// Every page but login runs queries: the query client's provider loads with them (query-scope).
const queryLayout = async () => ({
  Component: (await import('@/shared/api/query-scope')).QueryLayout,
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: BootFallback,
    // Loader and lazy-import failures land here: the router's error screen of spec section 8.
    errorElement: <RouteErrorPage />,
    children: [
      // The API reference stands alone: it opens in its own tab, for signed-out readers too.
      {
        lazy: queryLayout,
        children: [
          {
            path: paths.docs.path,
            lazy: lazyPage(() => import('@/features/docs/routes/docs-page'), ['docs']),
          },
        ],
      },
      {
        Component: ShellLayout,
        children: [
          {
            Component: LoginGuard,
            children: [
              {
                index: true,
                lazy: lazyPage(() => import('@/features/auth/routes/login-page'), [], {
                  withPagesTexts: false,
                }),
              },
            ],
          },
          {
            lazy: queryLayout,
            children: [
              ...publicRoutes,
              {
                id: 'protected',
                loader: protectedLoader,
                // Re-check on every navigation, not only when entering the protected area.
                shouldRevalidate: () => true,
                Component: ProtectedLayout,
                children: protectedRoutes,
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/**
 * Starts the download of the lazy pages `location` leads to, while boot decrypts the session.
 * The router asks for them again once it starts and gets the same modules: nothing is fetched
 * twice. Without a stored session a protected page would only redirect, so it is not fetched.
 */
export function preloadRoute(location: { pathname: string }, hasStoredSession: boolean): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (route.id === 'protected' && !hasStoredSession) return;
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

export function createRouter() {
  return createBrowserRouter(routes);
}

export type TAppRouter = ReturnType<typeof createRouter>;
