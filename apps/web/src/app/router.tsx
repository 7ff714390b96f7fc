import { createBrowserRouter, type RouteObject } from 'react-router';
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

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: BootFallback,
    // Loader and lazy-import failures land here: the router's error screen of spec section 8.
    errorElement: <RouteErrorPage />,
    children: [
      // The API reference stands alone: it opens in its own tab, for signed-out readers too.
      { path: paths.docs.path, lazy: lazyPage(() => import('@/features/docs/routes/docs-page')) },
      {
        Component: ShellLayout,
        children: [
          {
            Component: LoginGuard,
            children: [
              { index: true, lazy: lazyPage(() => import('@/features/auth/routes/login-page')) },
            ],
          },
          ...publicRoutes,
          {
            id: 'protected',
            loader: protectedLoader,
            // Re-check on every navigation, not only when entering the protected area.
            shouldRevalidate: () => true,
            Component: ProtectedLayout,
            children: protectedRoutes,
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export type TAppRouter = ReturnType<typeof createRouter>;
