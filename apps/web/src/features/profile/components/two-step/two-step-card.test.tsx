import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { TwoStepCard } from './two-step-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/lib/notify', () => ({
  notifySuccess: toasts.success,
  notifyError: toasts.error,
}));

type TReply = { status: number; body: object };
const ok = (data: object, message = 'ok'): TReply => ({
  status: 200,
  body: { status: true, message, data },
});

const status = (overrides: object = {}) => ({
  totp: { enabled: false, addedAt: null },
  passkeys: [],
  recoveryCodesLeft: 0,
  strongRequired: false,
  ...overrides,
});

function fakeApi(replies: Record<string, () => TReply>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^.*\/api\//, '');
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const reply = replies[path]?.() ?? { status: 404, body: { status: false, message: path } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TwoStepCard />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TwoStepCard', () => {
  it('sets up an app: password first, then the QR code, then the recovery codes once', async () => {
    let enabled = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`);
    const calls = fakeApi({
      'TwoStep/Get': () => ok(status(enabled ? { totp: { enabled: true, addedAt: null } } : {})),
      'TwoStep/TotpStart': () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      'TwoStep/TotpConfirm': () => {
        enabled = true;
        return ok({ recoveryCodes: codes });
      },
    });
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(reauth).getByRole('button', { name: 'Continue' }));
    expect(await within(reauth).findByText('Enter your current password')).toBeVisible();
    await user.type(within(reauth).getByLabelText('Current password'), 'Demo@12345');
    await user.click(within(reauth).getByRole('button', { name: 'Continue' }));

    const setup = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    expect(within(setup).getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(within(setup).getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(setup).getByLabelText('6-digit code'), '123456');
    await user.click(within(setup).getByRole('button', { name: 'Activate' }));

    const shown = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() =>
      expect(screen.getByText('On: sign-ins ask for a code from your app.')).toBeVisible(),
    );
    expect(calls.find((c) => c.path === 'TwoStep/TotpStart')!.body).toEqual({
      currentPassword: 'Demo@12345',
    });
  });

  it('shows a wrong password under the field and a refusal above the form', async () => {
    fakeApi({
      'TwoStep/Get': () =>
        ok(
          status({
            totp: { enabled: true, addedAt: null },
            recoveryCodesLeft: 9,
            strongRequired: true,
          }),
        ),
      'TwoStep/TotpRemove': () => ({
        status: 403,
        body: {
          status: false,
          message:
            'Your company requires an authenticator app or a passkey, so you cannot remove the last one.',
        },
      }),
    });
    renderCard();
    const user = userEvent.setup();
    expect(await screen.findByText('9 unused codes left.')).toBeVisible();
    expect(
      screen.getByText('Your company requires an authenticator app or a passkey.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo@12345');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'so you cannot remove the last one',
    );
  });
});
