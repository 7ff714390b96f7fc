import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore, resetAppState } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import DataExchangePage from './data-exchange-page';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const KEY = `rsk_live_0123456789ab_${'x'.repeat(43)}`;
const PRIVATE = 'Webhook URL must not point at a private, loopback or link-local address';

/** DataExchange/ endpoints behind a mocked fetch; `requests` records what the page sent. */
function fakeApi() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ body: { status: true, message: 'ok', data }, status: 200 });
  const handlers: Record<
    string,
    (body: Record<string, unknown>) => { body: unknown; status: number }
  > = {
    ListApiKeys: () => ok({ apiKeys: [] }),
    ListWebhooks: () => ok({ webhooks: [] }),
    CreateApiKey: (body) =>
      ok({
        key: KEY,
        apiKey: {
          apiKeyId: 1,
          name: body.name,
          prefix: 'rsk_live_0123456789ab',
          scopes: body.scopes,
          createdAt: '2026-11-22T10:00:00.000Z',
          lastUsedAt: null,
          expiresAt: null,
          revokedAt: null,
          status: 'active',
        },
      }),
    UpsertWebhook: () => ({
      body: { status: false, message: PRIVATE, errors: { url: PRIVATE } },
      status: 400,
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/DataExchange\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const reply = handlers[path]?.(body) ?? {
        body: { status: false, message: '?' },
        status: 404,
      };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return requests;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <DataExchangePage />
    </QueryClientProvider>,
    '/preferences/data-exchange',
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

describe('DataExchangePage', () => {
  it('validates the new key form, then shows the key once with a warning', async () => {
    const requests = fakeApi();
    render();
    await screen.findByText('No API keys yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one scope')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'CRM sync');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /contacts:read/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(await within(dialog).findByDisplayValue(KEY)).toBeInTheDocument();
    expect(within(dialog).getByText(/you will not see it again/)).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'CreateApiKey')?.body).toEqual({
      clientId: 3,
      name: 'CRM sync',
      scopes: ['contacts:read'],
    });
  });

  it('puts the server refusal of a private webhook URL under the URL field', async () => {
    fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter webhook URL')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one event')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('URL'), 'http://example.com/hook');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Contact created' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter valid HTTPS URL')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('URL'));
    await userEvent.type(within(dialog).getByLabelText('URL'), 'https://10.0.0.5/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText(PRIVATE)).toBeInTheDocument());
  });

  it('hides create and revoke from people who are not account admins', async () => {
    useAppStore.setState({ accountAdmin: false });
    fakeApi();
    render();
    await screen.findByText('No API keys yet.');
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).toBeNull();
  });
});
