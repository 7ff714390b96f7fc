import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { ChannelAccountsTab } from './channel-accounts-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SMS = {
  channelId: 2,
  provider: 'twilio',
  settings: { accountId: 'AC1', senderId: 'Acme' },
  secret: '••••••••',
  apiBaseUrl: '',
  webhookId: null,
  ready: true,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

/** CommunicationSetting/ endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: true, message: 'ok', data });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetChannelAccounts: () =>
      ok({
        accounts: [SMS],
        webhooks: [{ webhookId: 9, url: 'https://hooks.acme.test/x', active: true }],
      }),
    UpsertChannelAccount: (body) => ok({ account: { ...SMS, ...body, secret: null, ready: true } }),
    TestChannelAccount: () => ok({ ok: true, response: 'Twilio accepted the message (HTTP 201)' }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/CommunicationSetting\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      return new Response(JSON.stringify(handlers[path]?.(body)), { status: 200 });
    }),
  );
  return requests;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <ChannelAccountsTab />
    </QueryClientProvider>,
    '/preferences/communication-settings',
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
  useAppStore.setState({ accountAdmin: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('ChannelAccountsTab', () => {
  it('shows a ready SMS card with the secret masked, and sends a test', async () => {
    const requests = fakeApi();
    render();
    const sms = await screen.findByRole('region', { name: 'SMS' });
    expect(within(sms).getByText('Ready')).toBeInTheDocument();
    expect(within(sms).getByLabelText('Auth token or API secret')).toHaveAttribute(
      'placeholder',
      '••••••••',
    );
    await userEvent.type(within(sms).getByLabelText(/Send a test SMS to/), '+447700900123');
    await userEvent.click(within(sms).getByRole('button', { name: 'Send test' }));
    expect(
      await within(sms).findByText('Twilio accepted the message (HTTP 201)'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'TestChannelAccount')?.body).toEqual({
      clientId: 3,
      channelId: 2,
      to: '+447700900123',
    });
  });

  it('validates a direct mail account before saving, then saves the return address', async () => {
    const requests = fakeApi();
    render();
    const mail = await screen.findByRole('region', { name: 'Direct mail' });
    expect(within(mail).getByText('Not set up')).toBeInTheDocument();
    await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));
    expect((await within(mail).findAllByText('Fill in this field')).length).toBe(3);
    expect(requests.some((r) => r.path === 'UpsertChannelAccount')).toBe(false);
    await userEvent.type(within(mail).getByLabelText('Return name'), 'Acme Ltd');
    await userEvent.type(within(mail).getByLabelText('Return address line 1'), '1 High St');
    await userEvent.type(within(mail).getByLabelText('Postcode'), 'AB1 2CD');
    await userEvent.click(within(mail).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertChannelAccount')?.body).toMatchObject({
        clientId: 3,
        channelId: 33,
        provider: 'print',
        settings: {
          returnName: 'Acme Ltd',
          returnAddressLine1: '1 High St',
          returnPostcode: 'AB1 2CD',
        },
      }),
    );
  });
});
