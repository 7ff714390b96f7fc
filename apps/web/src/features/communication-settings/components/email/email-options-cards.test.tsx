import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/shared/storage/local-storage';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { renderAt } from '@/testing/render-with-router';
import { ExtendedSystemCard } from './extended-system-card';
import { HousingCard } from './housing-card';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function fakeApi() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const data: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetSMTPHousing: () => ({ housing: { housingType: 'shared_pool', ipAddress: '' } }),
    UpsertSMTPHousing: ({ clientId: _c, ...housing }) => ({ housing }),
    GetExtendedSystem: () => ({
      extendedSystem: {
        trackOpens: true,
        trackClicks: false,
        listUnsubscribeHeader: true,
        replyToMail: '',
      },
    }),
    UpsertExtendedSystem: ({ clientId: _c, ...extendedSystem }) => ({ extendedSystem }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/CommunicationSetting\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      return new Response(
        JSON.stringify({ status: true, message: 'ok', data: data[path]?.(body) }),
      );
    }),
  );
  return requests;
}

function render(isAdmin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <HousingCard clientId={3} isAdmin={isAdmin} />
      <ExtendedSystemCard clientId={3} isAdmin={isAdmin} />
    </QueryClientProvider>,
    '/',
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('Email housing and extended system cards', () => {
  it('saves a dedicated IP, refusing an invalid one under the field', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    render(true);
    const ip = await screen.findByLabelText('Dedicated IP address', {
      selector: 'input[type="text"], input:not([type])',
    });
    expect(ip).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Dedicated IP address' }));
    await user.type(ip, '10.0.0.255');
    await user.click(screen.getByRole('button', { name: 'Save housing' }));
    expect(await screen.findByText('Enter valid IP address')).toBeInTheDocument();
    await user.clear(ip);
    await user.type(ip, '203.0.113.25');
    await user.click(screen.getByRole('button', { name: 'Save housing' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertSMTPHousing')?.body).toEqual({
        clientId: 3,
        housingType: 'dedicated_ip',
        ipAddress: '203.0.113.25',
      }),
    );
  });

  it('shows the saved options and saves the switches with a reply-to address', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    render(true);
    const clicks = await screen.findByRole('switch', { name: 'Track clicks' });
    expect(clicks).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Track opens' })).toBeChecked();
    await user.click(clicks);
    await user.type(screen.getByLabelText('Reply-to address (optional)'), 'bad@');
    await user.click(screen.getByRole('button', { name: 'Save options' }));
    expect(requests.some((r) => r.path === 'UpsertExtendedSystem')).toBe(false);
    await user.clear(screen.getByLabelText('Reply-to address (optional)'));
    await user.type(screen.getByLabelText('Reply-to address (optional)'), 'support@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save options' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertExtendedSystem')?.body).toEqual({
        clientId: 3,
        trackOpens: true,
        trackClicks: true,
        listUnsubscribeHeader: true,
        replyToMail: 'support@acme.test',
      }),
    );
  });

  it('is read-only for users who are not account admins', async () => {
    fakeApi();
    render(false);
    expect(await screen.findByRole('switch', { name: 'Track opens' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save options' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save housing' })).toBeNull();
  });
});
