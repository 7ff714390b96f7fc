import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordCard } from './change-password-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/lib/notify', () => ({
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}));

type TReply = { status: number; body: object };

function fakeApi(replies: Record<string, TReply>) {
  const calls: { path: string; body: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('/').pop()!;
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const reply = replies[path] ?? { status: 200, body: { status: true, message: 'ok' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordCard />
    </QueryClientProvider>,
  );
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ChangePasswordCard', () => {
  it('changes the password with a success toast and empties the form', async () => {
    const calls = fakeApi({
      ChangePassword: {
        status: 200,
        body: { status: true, message: 'Password changed successfully', data: {} },
      },
    });
    renderCard();
    await fill('Demo@12345', 'Fresh#Pass42');
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Change password',
        'Password changed successfully',
      ),
    );
    expect(calls.find((c) => c.path === 'ChangePassword')?.body).toEqual({
      currentPassword: 'Demo@12345',
      newPassword: 'Fresh#Pass42',
      confirmPassword: 'Fresh#Pass42',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the spec messages under the fields', async () => {
    const calls = fakeApi({});
    renderCard();
    await fill('Demo@12345', 'Demo@12345');
    expect(
      await screen.findByText('New password cannot be same as current password'),
    ).toBeVisible();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh#Pass42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password and confirm password does not match')).toBeVisible();
    expect(calls.some((c) => c.path === 'ChangePassword')).toBe(false);
  });

  it('puts a wrong current password under its field', async () => {
    const wrong = {
      status: 400,
      body: {
        status: false,
        message: 'Current password is incorrect',
        errors: { currentPassword: 'Current password is incorrect' },
      },
    };
    fakeApi({ ValidatePassword: wrong, ChangePassword: wrong });
    renderCard();
    await fill('Nope@12345', 'Fresh#Pass42');
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(toasts.error).not.toHaveBeenCalled();
  });
});
