import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPendingApproval } from '@resonate/contracts/campaigns/approval';
import type { TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { POSSIBLY_DUPLICATED_MSG } from '@resonate/contracts/campaigns/send-progress';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { writePermissions } from '@/shared/storage/permissions';
import { renderAt } from '@/testing/render-with-router';
import CommunicationListPage from './communication-list-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

type TRequest = { path: string; body: Record<string, unknown> };
type THandler = (body: Record<string, unknown>) => { status?: number; body: unknown };

const ok = (data: unknown, extra: object = {}) => ({
  body: { status: true, message: 'ok', data, ...extra },
});

function row(n: number, extra: Partial<TCommunicationRow> = {}): TCommunicationRow {
  return {
    communicationId: n,
    name: `Campaign ${n}`,
    channelId: 1,
    status: STATUS.sent,
    audienceSize: 1200,
    scheduledAt: null,
    startedAt: '2026-11-01T10:00:00.000Z',
    completedAt: null,
    createdAt: '2026-10-30T10:00:00.000Z',
    recurring: false,
    archived: false,
    figures: {
      sent: 1000,
      delivered: 950,
      opened: 400,
      clicked: 120,
      converted: 12,
      bounced: 50,
      unsubscribed: 3,
      complained: 1,
      revenue: 99,
    },
    ...extra,
  };
}

const PENDING: TPendingApproval = {
  communicationId: 77,
  name: 'Black Friday',
  channelId: 2,
  audienceSize: 5000,
  estimatedCostMinor: 1250,
  currency: 'GBP',
  scheduledAt: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  requestedBy: {
    userId: 4,
    firstName: 'Ada',
    email: 'ada@acme.test',
    displayName: 'Ada (ada@acme.test)',
  },
};

/** Communication/ endpoints behind a mocked fetch; the returned array records what was sent. */
function fakeApi(handlers: Record<string, THandler>): TRequest[] {
  const requests: TRequest[] = [];
  const all: Record<string, THandler> = {
    GetPendingApprovals: () => ok({ approvals: [] }, { totalRows: 0 }),
    GetApprovalSetting: () => ok({ setting: { required: false, canChange: false } }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Communication\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const reply = all[path]?.(body) ?? { status: 404, body: { status: false, message: '?' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return requests;
}

const listOf =
  (rows: TCommunicationRow[], total = rows.length) =>
  () =>
    ok({ communications: rows }, { totalRows: total });

function renderPage(path = '/communication/list') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <CommunicationListPage />
    </QueryClientProvider>,
    path,
  );
}

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await writePermissions({});
  resetAppState();
});

describe('CommunicationListPage', () => {
  it('says under Sent how many messages were possibly sent twice, only when there are some', async () => {
    fakeApi({
      GetCommunications: listOf([
        row(1, { possiblyDuplicated: 3 }),
        row(2, { name: 'Clean run', possiblyDuplicated: 0 }),
        row(3, { name: 'Older API' }),
      ]),
    });
    renderPage();
    const first = (await screen.findByRole('link', { name: 'Campaign 1' })).closest('tr')!;
    const note = within(first).getByText(POSSIBLY_DUPLICATED_MSG.short(3));
    expect(note).toHaveAttribute('title', POSSIBLY_DUPLICATED_MSG.explained(3));
    expect(note).toHaveTextContent(POSSIBLY_DUPLICATED_MSG.explained(3));
    for (const name of ['Clean run', 'Older API']) {
      const other = screen.getByRole('link', { name }).closest('tr')!;
      expect(within(other).queryByText(/possibly sent twice/)).toBeNull();
    }
  });

  it('shows each communication with its status class, channel, audience and funnel', async () => {
    const requests = fakeApi({
      GetCommunications: listOf([
        row(1),
        row(2, { status: STATUS.failed, channelId: 2, name: 'SMS blast' }),
      ]),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Campaign 1' });
    expect(link).toHaveAttribute('href', '/create-mdc-communication?id=1');
    expect(screen.getByText('2 communications')).toBeInTheDocument();
    const first = link.closest('tr')!;
    expect(within(first).getByText('Sent')).toHaveAttribute('data-status-class', 'completed');
    expect(within(first).getByText('Email')).toBeInTheDocument();
    expect(within(first).getByText('1.2K')).toBeInTheDocument();
    expect(within(first).getByText('95.0%')).toBeInTheDocument();
    expect(within(first).getByText('40.0%')).toBeInTheDocument();
    const sms = screen.getByRole('link', { name: 'SMS blast' }).closest('tr')!;
    expect(within(sms).getByText('Failed')).toHaveAttribute('data-status-class', 'error');
    expect(requests.find((r) => r.path === 'GetCommunications')?.body).toEqual({
      archived: false,
      sort: 'newest',
      pageNo: 1,
      pageSize: 25,
    });
  });

  it('searches once typing pauses, and filters by status and archived', async () => {
    const requests = fakeApi({ GetCommunications: listOf([row(1)]) });
    renderPage();
    await screen.findByRole('link', { name: 'Campaign 1' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search communications' }),
      'spring',
    );
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ search: 'spring' }));
    expect(requests.filter((r) => r.body.search !== undefined)).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ statuses: [STATUS.paused] }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ archived: true }));
    expect(screen.getByRole('heading', { name: 'Archived communications' })).toBeInTheDocument();
  });

  it('offers only the actions the status allows, and confirms a cancel', async () => {
    const requests = fakeApi({
      GetCommunications: listOf([row(5, { status: STATUS.sending, name: 'Live one' })]),
      CancelCommunication: (body) =>
        ok({ communication: row(Number(body.communicationId), { status: STATUS.cancelled }) }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Live one' }));
    const items = screen.getAllByRole('button').map((b) => b.textContent);
    expect(items).toEqual(
      expect.arrayContaining(['Open', 'Duplicate', 'Pause', 'Cancel communication']),
    );
    expect(items).not.toContain('Resume');
    expect(items).not.toContain('Archive');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel communication' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"Live one" stops for good/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel communication' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'CancelCommunication')?.body).toEqual({
        communicationId: 5,
      }),
    );
  });

  it('hides what a viewer cannot do', async () => {
    await writePermissions([
      {
        featureId: 2,
        viewAccess: true,
        createAccess: false,
        editAccess: false,
        deleteAccess: false,
      },
    ]);
    fakeApi({
      GetCommunications: listOf([row(5, { status: STATUS.sending, name: 'Live one' })]),
      GetPendingApprovals: () => ok({ approvals: [PENDING] }, { totalRows: 1 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Live one' }));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create communication' })).not.toBeInTheDocument();
    expect(await screen.findByText('Black Friday')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('lets an approver approve after a confirm, and reject only with a reason', async () => {
    const requests = fakeApi({
      GetCommunications: listOf([row(1)]),
      GetPendingApprovals: () => ok({ approvals: [PENDING] }, { totalRows: 1 }),
      ApproveCommunication: () => ok({ communicationId: 77, status: STATUS.scheduled }),
      RejectCommunication: () => ok({ communicationId: 77, status: STATUS.rejected }),
    });
    renderPage();
    const panel = (await screen.findByText('Black Friday')).closest('li')!;
    expect(within(panel).getByText(/Requested by Ada \(ada@acme\.test\)/)).toBeInTheDocument();
    expect(within(panel).getByText(/estimated £12\.50/)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'ApproveCommunication')?.body).toEqual({
        communicationId: 77,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Say why it is rejected')).toBeInTheDocument();
    expect(requests.some((r) => r.path === 'RejectCommunication')).toBe(false);
    await userEvent.type(within(reject).getByLabelText('Why is it rejected?'), 'Wrong list');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'RejectCommunication')?.body).toEqual({
        communicationId: 77,
        note: 'Wrong list',
      }),
    );
  });

  it('shows the approval switch to an account admin', async () => {
    const requests = fakeApi({
      GetCommunications: listOf([row(1)]),
      GetApprovalSetting: () => ok({ setting: { required: false, canChange: true } }),
      UpdateApprovalSetting: (body) =>
        ok({ setting: { required: body.required, canChange: true } }),
    });
    renderPage();
    const toggle = await screen.findByRole('checkbox', {
      name: 'Require approval before a communication sends',
    });
    expect(screen.getByText('Nothing waits for your approval.')).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'UpdateApprovalSetting')?.body).toEqual({
        required: true,
      }),
    );
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    fakeApi({ GetCommunications: listOf([]) });
    const { unmount } = renderPage();
    expect(await screen.findByText('No communications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create communication/ })).toHaveAttribute(
      'href',
      '/create-mdc-communication',
    );
    unmount();

    let fail = true;
    fakeApi({
      GetCommunications: () =>
        fail ? { status: 500, body: { status: false, message: 'Down' } } : listOf([row(1)])(),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Campaign 1' })).toBeInTheDocument();
  });
});
