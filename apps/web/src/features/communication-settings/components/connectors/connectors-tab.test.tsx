import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTORS,
  CONNECTOR_FIELDS,
  type TConnectorFieldUse,
} from '@resonate/contracts/connectors';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { ConnectorsTab } from './connectors-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

/** The catalogue as the API answers it; HubSpot connected with a masked token. */
function catalogue(hubspotConnected: boolean) {
  return CONNECTORS.map((c) => ({
    key: c.key,
    category: c.category,
    name: c.name,
    fields: c.fields.map((f: TConnectorFieldUse) => ({
      key: f.key,
      kind: CONNECTOR_FIELDS[f.key].kind,
      required: f.required,
      ...(f.options ? { options: [...f.options] } : {}),
    })),
    connection:
      c.key === 'hubspot' && hubspotConnected
        ? {
            values: { privateAppToken: '••••••••', apiBaseUrl: '' },
            lastTest: {
              ok: false,
              response: 'HubSpot answered HTTP 401: Authentication credentials not found.',
              testedAt: '2026-11-22T10:00:00.000Z',
            },
            connectedAt: '2026-11-22T09:00:00.000Z',
            updatedAt: '2026-11-22T09:30:00.000Z',
          }
        : null,
  }));
}

function fakeApi(hubspotConnected: boolean) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: 200, body: { status: true, message: 'ok', data } });
  const handlers: Record<
    string,
    (body: Record<string, unknown>) => { status: number; body: unknown }
  > = {
    GetConnectors: () => ok({ connectors: catalogue(hubspotConnected) }),
    Connect: (body) =>
      body.connectorKey === 'hubspot' && !(body.fields as Record<string, unknown>).privateAppToken
        ? {
            status: 400,
            body: {
              status: false,
              message: 'Invalid request',
              errors: { 'fields.privateAppToken': 'Enter private app token' },
            },
          }
        : ok({ connector: catalogue(true)[0] }),
    TestConnector: () =>
      ok({
        ok: true,
        response: 'Connected to HubSpot account 4711',
        testedAt: '2026-11-22T11:00:00.000Z',
      }),
    Disconnect: () => ok({ connector: catalogue(false)[5] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Connector\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answer = handlers[path]?.(body) ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return requests;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <ConnectorsTab />
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

const tile = (name: string) => screen.getByRole('article', { name });

describe('ConnectorsTab', () => {
  it('shows each category with its connectors, status and last test answer', async () => {
    fakeApi(true);
    render();
    expect(await screen.findByRole('heading', { name: 'Analytics platforms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CRM' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Databases' })).toBeInTheDocument();
    expect(within(tile('Google Analytics 4')).getByText('Not connected')).toBeInTheDocument();
    const hubspot = tile('HubSpot');
    expect(within(hubspot).getByText('Connected')).toBeInTheDocument();
    expect(within(hubspot).getByText('Test failed')).toBeInTheDocument();
    expect(
      within(hubspot).getByText('HubSpot answered HTTP 401: Authentication credentials not found.'),
    ).toBeInTheDocument();
  });

  it("asks for the connector's own fields and shows field messages", async () => {
    const requests = fakeApi(false);
    const user = userEvent.setup();
    render();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Google Analytics 4' })).findByRole(
        'button',
        { name: 'Connect' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Connect Google Analytics 4' });
    expect(within(dialog).getByLabelText('Property ID')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Private key')).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(await within(dialog).findByText('Enter app name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter service account mail')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Service account mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save connection' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'Connect')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(tile('HubSpot')).getByRole('button', { name: 'Connect' }));
    const hubspot = await screen.findByRole('dialog', { name: 'Connect HubSpot' });
    await user.click(within(hubspot).getByRole('button', { name: 'Save connection' }));
    expect(await within(hubspot).findByText('Enter private app token')).toBeInTheDocument();
  });

  it('tests and disconnects (after confirming) a connected connector', async () => {
    const requests = fakeApi(true);
    const user = userEvent.setup();
    render();
    await user.click(
      await within(await screen.findByRole('article', { name: 'HubSpot' })).findByRole('button', {
        name: 'Test',
      }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'TestConnector')?.body).toEqual({
        clientId: 3,
        connectorKey: 'hubspot',
      }),
    );
    await user.click(within(tile('HubSpot')).getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disconnect HubSpot?' });
    expect(requests.some((r) => r.path === 'Disconnect')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(requests.some((r) => r.path === 'Disconnect')).toBe(true));
  });

  it('shows no actions to users who are not account admins', async () => {
    fakeApi(true);
    useAppStore.setState({ accountAdmin: false });
    render();
    const hubspot = await screen.findByRole('article', { name: 'HubSpot' });
    expect(within(hubspot).queryByRole('button')).toBeNull();
  });
});
