import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { notifySuccess } from '@/shared/lib/notify';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { AddToListModal } from './add-to-list-modal';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const VIP = {
  listId: 7,
  name: 'VIP customers',
  kind: 'target',
  source: 'selection',
  memberCount: 238,
  expiresAt: null,
  daysLeft: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** Audience/ endpoints behind a mocked fetch; `requests` records what was sent. */
function fakeApi(lists: (typeof VIP)[]) {
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const ok = (data: unknown, totalRows?: number) => ({
    status: true,
    message: 'ok',
    data,
    totalRows,
  });
  const handlers: Record<string, (body: Record<string, unknown>) => unknown> = {
    GetLists: () => ok({ lists }, lists.length),
    CheckListNameExists: (body) =>
      ok({ exists: String(body.name).toLowerCase() === 'vip customers' }),
    AddListMembers: () =>
      ok({ added: 2, alreadyMembers: 0, matched: 0, notFound: [], memberCount: 240 }),
    CreateList: (body) => ok({ list: { ...VIP, listId: 8, name: body.name, memberCount: 2 } }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Audience\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      return new Response(JSON.stringify(handlers[path]?.(body)), { status: 200 });
    }),
  );
  return requests;
}

function render(onHide = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    <QueryClientProvider client={client}>
      <AddToListModal show contactIds={[11, 12]} onHide={onHide} />
    </QueryClientProvider>,
    '/audience/master-data',
  );
  return onHide;
}

beforeAll(async () => {
  await i18n.loadNamespaces('audienceLists');
});
beforeEach(() => writeItem('accessToken', 'test-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifySuccess).mockClear();
});

describe('AddToListModal', () => {
  it('adds the selected contacts to an existing target list', async () => {
    const requests = fakeApi([VIP]);
    const onHide = render();
    expect(screen.getByText('2 contacts selected.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add contacts' });
    expect(submit).toBeDisabled();
    await screen.findByRole('option', { name: 'VIP customers (238 members)' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Target list' }),
      'VIP customers (238 members)',
    );
    await userEvent.click(submit);
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(requests.find((r) => r.path === 'AddListMembers')?.body).toEqual({
      listId: 7,
      contactIds: [11, 12],
    });
    expect(notifySuccess).toHaveBeenCalledWith('Add to list', '2 contacts added to VIP customers');
  });

  it('creates a new list with the contacts, checking the name as it is typed', async () => {
    const requests = fakeApi([VIP]);
    const onHide = render();
    await userEvent.click(await screen.findByRole('radio', { name: 'New target list' }));
    const name = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Add contacts' }));
    expect(await screen.findByText('Min. 3 characters')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'vip Customers');
    expect(await screen.findByText('A list with this name already exists')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add contacts' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Spring prospects{Enter}');
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(requests.find((r) => r.path === 'CreateList')?.body).toEqual({
      name: 'Spring prospects',
      kind: 'target',
      contactIds: [11, 12],
    });
  });

  it('goes straight to naming a new list when the client has no target list yet', async () => {
    fakeApi([]);
    render();
    expect(await screen.findByText('You have no target lists yet: name a new one.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Existing target list' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'New target list' })).toBeChecked();
  });
});
