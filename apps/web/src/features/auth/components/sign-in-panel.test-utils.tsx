import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import '@/shared/i18n/i18n';
import { SignInPanel } from './sign-in-panel';

/** Renders the sign-in panel as the page does, with spies for where it sends the user. */
export function renderPanel() {
  const onSignedIn = vi.fn();
  const onRedirect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SignInPanel
        idPrefix="t"
        lastURL=""
        onSignedIn={onSignedIn}
        onRedirect={onRedirect}
        onForgotPassword={vi.fn()}
        showOtpTitle
      />
    </QueryClientProvider>,
  );
  return { onSignedIn, onRedirect, user: userEvent.setup() };
}

export async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  password = 'Demo@12345',
) {
  const email = screen.getByLabelText('Business email');
  await user.clear(email);
  await user.type(email, 'admin@acme.test');
  const field = screen.getByLabelText('Password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

export const wrongPassword = () => ({
  status: 401,
  body: { status: false, message: 'Invalid email or password', data: {} },
});
