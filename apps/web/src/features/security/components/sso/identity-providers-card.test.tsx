import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSO_DOMAIN_MSG, type TSsoDomain } from '@resonate/contracts/auth/sso-domains';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { IdentityProvidersCard } from './identity-providers-card';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const record = (domain: string, verified: boolean): TSsoDomain => ({
  domain,
  verified,
  verifiedAt: verified ? '2026-11-28T01:00:00.000Z' : null,
  recordType: 'TXT',
  recordName: `_resonate-challenge.${domain}`,
  recordValue: `resonate-domain-verification=${domain.length}abc`,
});

const PROVIDER = {
  providerId: 5,
  kind: 'oidc',
  displayName: 'Acme SSO',
  issuerUrl: 'https://login.acme.test',
  clientId: 'resonate',
  hasClientSecret: true,
  allowedDomains: ['acme.test', 'shop.acme.test'],
  defaultRoleId: null,
  allowJitCreation: false,
  enabled: true,
  updatedAt: '2026-11-28T01:00:00.000Z',
};

type TAnswer = { status: number; envelope: object };
const ok = (data: unknown, message = 'ok'): TAnswer => ({
  status: 200,
  envelope: { status: true, message, data },
});
const refused = (status: number, message: string): TAnswer => ({
  status,
  envelope: { status: false, message },
});

/** Security/ endpoints behind a mocked fetch; `verifyAnswer` is what VerifySsoDomain says. */
function fakeApi(verifyAnswer: TAnswer) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const domains = [record('acme.test', true), record('shop.acme.test', false)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answer =
        path === 'Security/GetIdentityProviders'
          ? ok({ providers: [PROVIDER], domains, redirectUri: 'http://app.test/' })
          : path === 'Security/VerifySsoDomain'
            ? verifyAnswer
            : ok({ roles: [] });
      return new Response(JSON.stringify(answer.envelope), { status: answer.status });
    }),
  );
  return requests;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <IdentityProvidersCard />
    </QueryClientProvider>,
    '/preferences/security',
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

describe('IdentityProvidersCard domain verification', () => {
  it('shows each domain’s state and the TXT record to publish until it is verified', async () => {
    fakeApi(ok({}));
    render();
    const table = await screen.findByRole('table', { name: 'Domain verification' });
    const verified = within(table).getByText('acme.test').closest('tr') as HTMLElement;
    expect(within(verified).getByText('Verified')).toBeInTheDocument();
    expect(within(verified).queryByRole('button', { name: /Verify/ })).toBeNull();
    const pending = within(table).getByText('shop.acme.test').closest('tr') as HTMLElement;
    expect(within(pending).getByText('Not verified')).toBeInTheDocument();
    expect(within(pending).getByText('TXT')).toBeInTheDocument();
    expect(within(pending).getByText('_resonate-challenge.shop.acme.test')).toBeInTheDocument();
    expect(within(pending).getByText('resonate-domain-verification=14abc')).toBeInTheDocument();
    // Meanwhile the provider's invited users sign in from its link.
    expect(screen.getByText('http://app.test/?sso=5')).toBeInTheDocument();
  });

  it('verifies a domain and shows the server’s message when the record is found', async () => {
    const message = SSO_DOMAIN_MSG.verified('shop.acme.test');
    const requests = fakeApi(ok({ domain: record('shop.acme.test', true) }, message));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Verify shop.acme.test' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(requests.find((r) => r.path === 'Security/VerifySsoDomain')?.body).toEqual({
      domain: 'shop.acme.test',
    });
    // The list is fetched again, so the state shown is the server's.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === 'Security/GetIdentityProviders')).toHaveLength(2),
    );
  });

  it.each([
    ['not found', refused(422, SSO_DOMAIN_MSG.notFound('_resonate-challenge.shop.acme.test'))],
    ['claimed by another account', refused(409, SSO_DOMAIN_MSG.claimed('shop.acme.test'))],
  ])('says why when the record is %s', async (_case, answer) => {
    fakeApi(answer);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Verify shop.acme.test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      (answer.envelope as { message: string }).message,
    );
    const row = screen.getByText('shop.acme.test', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
  });
});
