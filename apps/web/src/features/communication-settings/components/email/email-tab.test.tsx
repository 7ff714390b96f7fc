import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { EmailTab } from './email-tab';

vi.mock('@/shared/storage/user-info', () => ({
  readUserInfo: () => ({ userId: 7, email: 'admin@acme.test' }),
}));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const SAVED = {
  mode: 'dedicated',
  host: 'smtp.acme.test',
  port: 587,
  security: 'starttls',
  username: 'mailer',
  password: '••••••••',
  hasPassword: true,
  volume: 1000,
  updatedAt: '2026-11-22T10:00:00.000Z',
};
const DOMAIN = {
  domainId: 4,
  domainName: 'mail.acme.test',
  fromMail: 'news@mail.acme.test',
  bounceMail: 'bounce@mail.acme.test',
  description: '',
  records: [
    {
      kind: 'dkim',
      type: 'TXT',
      name: 'resonate._domainkey.mail.acme.test',
      value: 'v=DKIM1; k=rsa; p=MIIB',
    },
    { kind: 'spf', type: 'TXT', name: 'mail.acme.test', value: 'v=spf1 include:x ~all' },
    { kind: 'dmarc', type: 'TXT', name: '_dmarc.mail.acme.test', value: 'v=DMARC1; p=none' },
  ],
  verifiedAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

/** CommunicationSetting/ endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi(overrides: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown) => ({ status: true, message: 'ok', data });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetSMTPClientSetting: () => ok({ setting: SAVED }),
    GetSMTPDomainSetting: () => ok({ domains: [DOMAIN] }),
    GetSMTPThrottle: () => ok({ throttle: { perSecond: 0, perMinute: 0, perHour: 0 } }),
    UpsertSMTPClientSetting: () => ok({ setting: SAVED }),
    TestSMTPConnection: () => ok({ ok: false, response: '535 Authentication failed' }),
    VerifySMTPDomain: () =>
      ok({
        domain: DOMAIN,
        results: [
          { kind: 'dkim', status: 'verified' },
          { kind: 'spf', status: 'not_found' },
          { kind: 'dmarc', status: 'mismatch' },
        ],
      }),
    ...overrides,
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
      <EmailTab />
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

describe('EmailTab', () => {
  it('never fills the stored password, shows field messages, and keeps it when left empty', async () => {
    const requests = fakeApi();
    const user = userEvent.setup();
    render();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', '••••••••');
    await user.clear(screen.getByLabelText('Port number'));
    await user.type(screen.getByLabelText('Port number'), '70000');
    await user.click(screen.getByRole('button', { name: 'Save SMTP settings' }));
    expect(await screen.findByText('Invalid port number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Port number'));
    await user.type(screen.getByLabelText('Port number'), '2525');
    await user.click(screen.getByRole('button', { name: 'Save SMTP settings' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpsertSMTPClientSetting')?.body).toMatchObject({
        clientId: 3,
        port: 2525,
        password: '',
        updatedAt: SAVED.updatedAt,
      }),
    );
  });

  it('saves a server name that does not resolve and shows the warning the save answered', async () => {
    const warning = 'Saved, but the server name could not be found now.';
    fakeApi({
      UpsertSMTPClientSetting: () => ({
        status: true,
        message: 'ok',
        data: { setting: SAVED, warning },
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Save SMTP settings' }));
    expect(await screen.findByText(warning)).toHaveClass('alert-warning');
  });

  it("shows the server's answer to a connection test and per-record verify badges", async () => {
    fakeApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('535 Authentication failed')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const records = await screen.findByRole('table', { name: 'DNS records' });
    expect(within(records).getByText('resonate._domainkey.mail.acme.test')).toBeInTheDocument();
    expect(await within(records).findByText('Found')).toBeInTheDocument();
    expect(within(records).getByText('Not found')).toBeInTheDocument();
    expect(within(records).getByText('Different value')).toBeInTheDocument();
  });
});
