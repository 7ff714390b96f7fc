import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { CrashBoundary } from './crash-boundary';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('render failed');
}

describe('error screens', () => {
  it('a render crash shows the crash page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <CrashBoundary resetKey="/a">
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent("SORRY ... It's not you. It's us.");
  });

  it("a route error shows the router's error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          throw new Error('loader failed');
        },
        Component: () => null,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Unexpected Application Error!');
  });
});
