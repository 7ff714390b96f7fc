import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { ComposePage } from './compose-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const channel = (channelId: number, name: string, inLicence: boolean, ready: boolean) => ({
  channelId,
  name,
  inLicence,
  ready,
  contentKind: channelId === 1 ? 'email' : 'text',
  needsAudience: true,
  templates: 0,
  readyTemplates: 0,
});

const OPTIONS: TComposeOptions = {
  lists: [{ listId: 4, name: 'Newsletter', kind: 'target', memberCount: 3, daysLeft: null }],
  channels: [
    channel(1, 'Email', true, true),
    channel(2, 'SMS', true, false),
    channel(21, 'WhatsApp', false, false),
  ] as TComposeOptions['channels'],
  timeZone: 'Europe/London',
  timeZoneId: 1,
  approvalRequired: false,
  currency: 'GBP',
  sendingDomains: [
    {
      domainId: 3,
      domainName: 'acme.test',
      fromMail: 'news@acme.test',
      verified: true,
      missing: [],
    },
  ],
};

/** The wizard's endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi() {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: true, message: 'ok', data });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    'Communication/GetComposeOptions': () => ok(OPTIONS),
    'User/GetScope': () => ok({ departmentList: [] }),
    'Communication/SaveCommunicationDraft': (body) =>
      ok({ communication: { ...body, communicationId: 41, status: 7 } }),
    'Communication/EstimateCommunication': () =>
      ok({
        estimate: {
          audienceSize: 3,
          excluded: { noAddress: 0, unsubscribed: 0, suppressed: 0 },
          estimatedCostMinor: 0,
          currency: 'GBP',
          includedRemaining: null,
        },
      }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answer = handlers[path]?.(body) ?? { status: false, message: 'not found' };
      return new Response(JSON.stringify(answer), { status: handlers[path] ? 200 : 404 });
    }),
  );
  return requests;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <ComposePage communicationId={null} />
    </QueryClientProvider>,
    '/create-mdc-communication',
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['compose', 'pages']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('create-mdc-communication, setup step', () => {
  it('refuses names with special characters and too short names, live', async () => {
    const requests = fakeApi();
    render();
    const name = await screen.findByLabelText('Communication name');
    await userEvent.type(name, 'Sale <b>');
    expect(await screen.findByText('special characters not allowed')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    expect(await screen.findByText('Min. 3 characters')).toBeInTheDocument();
    await userEvent.type(name, 'c');
    await waitFor(() => expect(screen.queryByText('Min. 3 characters')).not.toBeInTheDocument());
    // No channel yet: nothing is saved, and Next says what is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a channel')).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('SaveCommunicationDraft'))).toBe(false);
  });

  it('offers every channel: outside the licence disabled, not set up marked', async () => {
    fakeApi();
    render();
    const email = await screen.findByRole('radio', { name: 'Email' });
    expect(email).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByText('Not included in your licence')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS' })).toHaveAccessibleDescription(
      /Not set up yet/,
    );
    expect(screen.getByRole('link', { name: 'Communication settings' })).toHaveAttribute(
      'href',
      '/preferences/communication-settings',
    );
  });

  it("offers the email sender: verified domains only, the From defaulting to the domain's", async () => {
    OPTIONS.sendingDomains.push({
      domainId: 4,
      domainName: 'promo.acme.test',
      fromMail: 'deals@promo.acme.test',
      verified: false,
      missing: ['DKIM'],
    });
    try {
      const requests = fakeApi();
      render();
      await userEvent.type(await screen.findByLabelText('Communication name'), 'Spring sale');
      await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
      const domain = await screen.findByLabelText('Sending domain');
      expect(domain).toHaveValue('3');
      expect(screen.getByRole('option', { name: 'acme.test' })).toBeEnabled();
      expect(
        screen.getByRole('option', { name: 'promo.acme.test (not verified: DKIM missing)' }),
      ).toBeDisabled();
      expect(screen.getByLabelText('From address')).toHaveAttribute(
        'placeholder',
        'news@acme.test',
      );
      await userEvent.type(screen.getByLabelText('From name'), 'Acme Retail');
      await waitFor(
        () =>
          expect(
            requests.findLast((r) => r.path === 'Communication/SaveCommunicationDraft')?.body,
          ).toMatchObject({ sender: { fromName: 'Acme Retail' } }),
        { timeout: 5000 },
      );
    } finally {
      OPTIONS.sendingDomains.pop();
    }
  });

  it('saves the draft once name and channel are valid, puts its id in the URL, moves on', async () => {
    const requests = fakeApi();
    const { router } = render();
    await userEvent.type(await screen.findByLabelText('Communication name'), 'Winter sale');
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=41'), { timeout: 5000 });
    const save = requests.find((r) => r.path === 'Communication/SaveCommunicationDraft');
    expect(save?.body).toMatchObject({
      name: 'Winter sale',
      channelId: 1,
      content: { kind: 'email', subject: '' },
    });
    expect(save?.body.communicationId).toBeUndefined();
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Audience' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /Newsletter/ })).toHaveLength(2);
  });

  it('saves unsaved changes before leaving by the way back', async () => {
    const requests = fakeApi();
    const { router } = render();
    await userEvent.type(await screen.findByLabelText('Communication name'), 'Spring news');
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    // Leave at once, well before the autosave's pause is over.
    await userEvent.click(screen.getByRole('link', { name: /Back to communications/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/communication/list'));
    const saves = requests.filter((r) => r.path === 'Communication/SaveCommunicationDraft');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ name: 'Spring news', channelId: 1 });
  });
});
