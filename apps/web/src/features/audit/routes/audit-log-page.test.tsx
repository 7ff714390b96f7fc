import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_MSG, type TAuditEntry } from '@resonate/contracts/audit/audit-log';
import { i18n } from '@/shared/i18n/i18n';
import { writeItem } from '@/shared/storage/local-storage';
import AuditLogPage from './audit-log-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const entry = (overrides: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: 2,
  occurredAt: '2026-11-28T10:00:00.000Z',
  action: 'update',
  objectType: 'smtp_settings',
  objectId: '1',
  objectName: 'smtp.acme.test',
  changes: { port: { before: 587, after: 2525 }, password_sealed: { secret: true } },
  actorType: 'user',
  actorId: 5,
  actorName: 'admin@acme.test',
  departmentId: null,
  ipAddress: '203.0.113.7',
  ...overrides,
});

/** Answers GetAuditLog with `entries` and records every body the page sent. */
function fakeAuditLog(entries: TAuditEntry[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>);
      const data = { entries, nextCursor: null };
      return new Response(JSON.stringify({ status: true, message: 'Audit log', data }));
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={client}>
            <AuditLogPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/preferences/audit-log'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['audit', 'pages']);
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

describe('Audit log page', () => {
  it('lists who changed what, and a row opens to its changes with secrets hidden', async () => {
    fakeAuditLog([entry()]);
    renderPage();
    const row = (await screen.findByText('admin@acme.test')).closest('tr')!;
    expect(within(row).getByText('SMTP settings')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Show the changes' }));
    expect(screen.getByText('587')).toBeTruthy();
    expect(screen.getByText('2525')).toBeTruthy();
    expect(screen.getByText(/value of a secret is never recorded/)).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    fakeAuditLog([]);
    renderPage();
    expect(await screen.findByText('No entries')).toBeTruthy();
  });

  it('explains a range over 400 days instead of asking the API for it', async () => {
    const sent = fakeAuditLog([entry()]);
    renderPage();
    await screen.findByText('admin@acme.test');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-28' } });
    expect((await screen.findByRole('alert')).textContent).toBe(AUDIT_MSG.rangeTooLong);
    expect(screen.queryByText('admin@acme.test')).toBeNull();
    expect(sent.some((body) => body.to === '2026-11-28')).toBe(false);
    expect(screen.getByRole('button', { name: /Export CSV/ }).hasAttribute('disabled')).toBe(true);
  });
});
