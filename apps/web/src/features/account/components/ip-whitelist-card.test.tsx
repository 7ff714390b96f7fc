import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import { loadPage } from '@/shared/lib/full-page-navigation';
import { renderAt } from '@/testing/render-with-router';
import { IpWhitelistCard } from './ip-whitelist-card';

vi.mock('@/shared/lib/full-page-navigation', () => ({ loadPage: vi.fn() }));

type TReply = { status: number; body: Record<string, unknown> };

/** GetIpWhiteList answers `stored`; UpsertIpWhiteList answers what `upsert` returns. */
function fakeApi(stored: object[], upsert: (body: Record<string, unknown>) => TReply) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      if (url.endsWith('/GetIpWhiteList')) {
        return new Response(
          JSON.stringify({ status: true, message: 'ok', data: { items: stored } }),
        );
      }
      sent.push(body);
      const reply = upsert(body);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <IpWhitelistCard clientId={3} canEdit />
    </QueryClientProvider>,
    '/preferences/account-settings',
  );
}

const address = (n: number) => screen.getByRole('textbox', { name: `IP address ${n}` });
const type = (n: number, value: string) => fireEvent.change(address(n), { target: { value } });
const saved = (id: number, ipAddress: string) => ({
  ipWhitelistId: id,
  ipAddress,
  description: '',
  updatedAt: '2026-11-22T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('IpWhitelistCard', () => {
  it('shows the rules under each row and sends nothing while a row is wrong', async () => {
    const sent = fakeApi([saved(1, '10.0.0.1')], () => ({ status: 500, body: {} }));
    renderCard();
    await waitFor(() => expect(address(1)).toHaveValue('10.0.0.1'));
    const save = screen.getByRole('button', { name: 'Save whitelist' });
    expect(save).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    type(2, '10.0.0.255');
    type(3, '10.0.0.1');
    fireEvent.click(save);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText(MSG.ipAddressInvalid)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(MSG.duplicateValue)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(MSG.duplicateValue)).toBeNull();
    expect(sent).toEqual([]);

    // Messages follow the typing once shown; removing the duplicate clears its message.
    type(2, '10.0.0.2');
    expect(screen.queryByText(MSG.ipAddressInvalid)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove address 3' }));
    expect(screen.queryByText(MSG.duplicateValue)).toBeNull();
  });

  it("puts the server's 'IP address already exists' under its row", async () => {
    fakeApi([], () => ({
      status: 409,
      body: {
        status: false,
        message: MSG.ipAddressExists,
        errors: { 'items.0.ipAddress': MSG.ipAddressExists },
      },
    }));
    renderCard();
    await screen.findByText(/No addresses yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    type(1, '10.0.0.7');
    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }));
    expect(await screen.findByText(MSG.ipAddressExists)).toBeInTheDocument();
  });

  it('asks before saving a list without the current address, then sends the confirmation', async () => {
    const sent = fakeApi([], (body) =>
      body.confirmLockout
        ? { status: 200, body: { status: true, message: 'ok', data: { items: [] } } }
        : {
            status: 409,
            body: {
              status: false,
              message: 'lockout',
              data: { requiresConfirmation: true, currentIp: '127.0.0.1' },
            },
          },
    );
    const assign = vi.mocked(loadPage);
    renderCard();
    await screen.findByText(/No addresses yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    type(1, '10.0.0.7');
    fireEvent.click(screen.getByRole('button', { name: 'Save whitelist' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Your current address 127.0.0.1 is not in the list; you will be signed out. Save anyway?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent.at(-1)).toMatchObject({
      clientId: 3,
      items: [{ ipAddress: '10.0.0.7', description: '' }],
      confirmLockout: true,
    });
  });
});
