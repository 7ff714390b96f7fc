import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@/shared/i18n/i18n';

/** Renders an element at a path inside a memory data router, as the app would. */
export function renderAt(element: ReactElement, path: string, state?: unknown) {
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [
      { pathname: path.split('#')[0] ?? path, hash: path.split('#')[1] ?? '', state },
    ],
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
