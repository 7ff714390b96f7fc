import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSite } from '@resonate/contracts/events/sites';
import { useAppStore, resetAppState } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { WebAnalyticsCard } from './web-analytics-card';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SITE: TSite = {
  siteId: 4,
  name: 'Shop',
  siteKey: `rsa_${'k'.repeat(24)}`,
  domains: ['shop.example.com'],
  snippet: `<script async src="https://app.test/api/analytics.js" data-site-key="rsa_${'k'.repeat(24)}"></script>`,
  createdAt: '2026-11-22T10:00:00.000Z',
};

/** Events/ endpoints behind a mocked fetch; `requests` records what the card sent. */
function fakeApi(initial: TSite[]) {
  let sites = [...initial];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: true, message: 'ok', data });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Events\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      let reply: unknown = { status: false, message: '?' };
      if (path === 'GetSites') reply = ok({ sites });
      if (path === 'CreateSite') {
        const site = { ...SITE, siteId: 5, name: String(body.name), domains: body.domains };
        sites = [site as TSite, ...sites];
        reply = ok({ site });
      }
      if (path === 'DeleteSite') {
        sites = sites.filter((site) => site.siteId !== body.siteId);
        reply = ok({ siteId: body.siteId });
      }
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return requests;
}

function render(isAdmin = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <WebAnalyticsCard clientId={3} isAdmin={isAdmin} prefs={{}} />
    </QueryClientProvider>,
    '/preferences/data-exchange',
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

describe('WebAnalyticsCard', () => {
  it('validates the form, creates a site and shows its snippet', async () => {
    const requests = fakeApi([]);
    render();
    await screen.findByText('No website yet. Add one to get its snippet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add site' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least one domain')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop');
    await userEvent.type(within(dialog).getByLabelText('Domains'), 'https://shop.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await within(dialog).findByText(/Enter a domain such as/)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Domains'));
    await userEvent.type(within(dialog).getByLabelText('Domains'), 'Shop.Example.com, example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add site' }));
    expect(await within(dialog).findByDisplayValue(SITE.snippet)).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'CreateSite')?.body).toEqual({
      clientId: 3,
      name: 'Shop',
      domains: ['shop.example.com', 'example.org'],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('example.org')).toBeInTheDocument();
  });

  it('shows a site’s snippet and deletes the site after confirming', async () => {
    const requests = fakeApi([SITE]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the snippet of Shop' }));
    expect(await screen.findByDisplayValue(SITE.snippet)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.path === 'DeleteSite')).toBe(true));
    expect(await screen.findByText('No website yet. Add one to get its snippet.')).toBeVisible();
  });

  it('lets others copy snippets but not add or delete sites', async () => {
    fakeApi([SITE]);
    render(false);
    expect(await screen.findByRole('button', { name: 'Show the snippet of Shop' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Shop' })).toBeNull();
  });
});
