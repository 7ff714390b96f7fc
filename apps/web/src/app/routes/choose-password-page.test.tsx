import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import '@/shared/i18n/i18n';
import { writePermissions } from '@/shared/storage/permissions';
import { useAppStore } from '@/shared/store/app-store';
import { protectedLoader } from '../guards/protected-loader';
import ChoosePasswordPage from './choose-password-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function fakeApi() {
  const calls: { path: string; body: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('/').pop()!;
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const body = { status: true, message: PROFILE_MSG.passwordChanged, data: {} };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/choose-password', element: <ChoosePasswordPage /> },
      { path: '*', element: <p>Arrived</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useAppStore.getState().resetSession();
});

describe('Choose a new password (after a sign-in with a mailed temporary password)', () => {
  it('keeps a temporary session out of every other page until a password is chosen', async () => {
    localStorage.setItem('accessToken', 'token-1');
    await writePermissions([{ featureId: 1, viewAccess: true }]);
    useAppStore.getState().setAuth(true);
    localStorage.setItem('passwordChangeRequired', 'true');
    const args = {
      request: new Request('http://localhost/dashboard?tab=roi'),
      params: {},
    } as LoaderFunctionArgs;
    let thrown: unknown;
    try {
      protectedLoader(args);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('Location')).toBe(
      '/choose-password?next=%2Fdashboard%3Ftab%3Droi',
    );
  });

  it('asks for a strong new password, then clears the flag and goes on', async () => {
    localStorage.setItem('passwordChangeRequired', 'true');
    const calls = fakeApi();
    const router = renderPage('/choose-password?next=%2Fdashboard');
    expect(
      screen.getByRole('heading', { name: TEMPORARY_PASSWORD_MSG.pageTitle }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current password'), 'Tmp#Mailed99');
    await userEvent.type(screen.getByLabelText('New password'), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'weakpass');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PROFILE_MSG.passwordWeak)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'ChangePassword')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Chosen#Pass42');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Chosen#Pass42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === 'ChangePassword')?.body).toEqual({
      currentPassword: 'Tmp#Mailed99',
      newPassword: 'Chosen#Pass42',
      confirmPassword: 'Chosen#Pass42',
    });
    expect(localStorage.getItem('passwordChangeRequired')).toBeNull();
  });

  it('never follows a next address outside the app', async () => {
    fakeApi();
    const router = renderPage('/choose-password?next=https%3A%2F%2Fevil.test%2F');
    await userEvent.type(screen.getByLabelText('Current password'), 'Tmp#Mailed99');
    await userEvent.type(screen.getByLabelText('New password'), 'Chosen#Pass42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Chosen#Pass42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/launch-pad'));
  });
});
