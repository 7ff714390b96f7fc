import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WA_PROVIDERS } from '@resonate/contracts/communication-settings/whatsapp';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { WhatsAppTab } from './whatsapp-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SAVED = {
  provider: 'meta',
  phoneNumberId: '1098765432',
  businessAccountId: '2233445566',
  accessToken: '••••••••',
  webhookVerifyToken: '••••••••',
  apiBaseUrl: '',
  enabled: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const WEBHOOK_URL = 'https://app.resonate.test/api/Callback/WhatsApp/3-abc';
const TEMPLATE = {
  name: 'order_update',
  language: 'en_US',
  status: 'approved',
  category: 'UTILITY',
  body: 'Hi {{1}}, your order {{2}} ships today',
  variableCount: 2,
  syncedAt: '2026-11-28T04:00:00.000Z',
};

/** CommunicationSetting/ endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi(setting: typeof SAVED | null) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: true, message: 'ok', data });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetWhatsAppSetting: () => ok({ setting }),
    GetServiceProviderWA: () => ok({ providers: WA_PROVIDERS }),
    UpsertWhatsAppSetting: (body) =>
      ok({ setting: { ...SAVED, ...body, accessToken: '••••••••' } }),
    WhatsappStatusChange: (body) => ok({ setting: { ...SAVED, enabled: body.enabled } }),
    GetWhatsAppTemplates: () => ok({ templates: [], webhookUrl: WEBHOOK_URL }),
    SyncWhatsAppTemplates: () => ({
      status: true,
      message: '1 template synced',
      data: { templates: [TEMPLATE], webhookUrl: WEBHOOK_URL },
    }),
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
      <WhatsAppTab />
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

describe('WhatsAppTab', () => {
  it('validates the fields the provider needs, and cannot be enabled before a save', async () => {
    const requests = fakeApi(null);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter phone number ID')).toBeInTheDocument();
    expect(screen.getByText('Enter business account ID')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'twilio');
    expect(screen.getByLabelText('Account SID')).toBeInTheDocument();
    expect(screen.queryByLabelText('Webhook verify token')).toBeNull();
    expect(requests.some((r) => r.path === 'UpsertWhatsAppSetting')).toBe(false);
  });

  it("offers Meta's app secret as optional, saying it makes the webhook check Meta's signature", async () => {
    fakeApi(null);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Enter phone number ID');
    const secret = screen.getByLabelText('App secret (optional)');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).not.toHaveClass('is-invalid');
    expect(screen.getByText(/X-Hub-Signature-256/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'twilio');
    expect(screen.queryByLabelText('App secret (optional)')).toBeNull();
  });

  it('shows saved secrets masked, keeps them when left empty, and enables the channel', async () => {
    const requests = fakeApi(SAVED);
    render();
    const token = await screen.findByLabelText('Access token');
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('placeholder', '••••••••');
    await userEvent.clear(screen.getByLabelText('Phone number ID'));
    await userEvent.type(screen.getByLabelText('Phone number ID'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertWhatsAppSetting')?.body).toEqual({
        clientId: 3,
        provider: 'meta',
        phoneNumberId: '555',
        businessAccountId: '2233445566',
        apiBaseUrl: '',
        updatedAt: SAVED.updatedAt,
      }),
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked());
    expect(requests.find((r) => r.path === 'WhatsappStatusChange')?.body).toMatchObject({
      enabled: true,
    });
  });

  it('shows the inbound webhook URL and syncs the templates from the provider', async () => {
    const requests = fakeApi(SAVED);
    render();
    expect(await screen.findByLabelText('Inbound webhook URL')).toHaveValue(WEBHOOK_URL);
    expect(screen.getByText('No templates yet: sync them from the provider.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync templates' }));
    expect(await screen.findByRole('cell', { name: 'order_update' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'SyncWhatsAppTemplates')?.body).toEqual({
      clientId: 3,
    });
  });
});
