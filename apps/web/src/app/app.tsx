import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import type { TAppRouter } from './router';

/**
 * The router comes from main.tsx, created after boot: creating it starts the first navigation
 * and the guards' loaders, which read the values boot decrypts.
 */
export function App({ router }: { router: TAppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
