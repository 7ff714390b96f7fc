import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import type { TPlannerItem } from '@resonate/contracts/campaigns/planner';
import { notifyError } from '@/shared/lib/notify';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { writePermissions } from '@/shared/storage/permissions';
import { renderAt } from '@/testing/render-with-router';
import { browserToday } from './calendar-dates';
import { Planner } from './planner';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const today = browserToday();
const month = today.slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

function item(extra: Partial<TPlannerItem>): TPlannerItem {
  return {
    communicationId: 1,
    name: 'Spring news',
    channelId: 1,
    status: STATUS.draft,
    kind: 'draft',
    at: `${day(10)}T09:30`,
    runNo: null,
    recurring: false,
    movable: true,
    ...extra,
  };
}

type TRequest = { path: string; body: Record<string, unknown> };

function fakeApi(initial: TPlannerItem[], reschedule: { status: number; message: string }) {
  const requests: TRequest[] = [];
  let items = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Communication\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      if (path === 'GetPlanner') {
        const data = { items, timeZone: 'Europe/London', now: `${today}T08:00` };
        return new Response(JSON.stringify({ status: true, message: 'Planner', data }));
      }
      const ok = reschedule.status === 200;
      // An accepted move is what the next GetPlanner answers.
      if (ok) {
        items = items.map((one) =>
          one.communicationId === body.communicationId ? { ...one, at: String(body.at) } : one,
        );
      }
      return new Response(
        JSON.stringify({ status: ok, message: reschedule.message, data: ok ? {} : undefined }),
        { status: reschedule.status },
      );
    }),
  );
  return requests;
}

function renderPlanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <Planner />
    </QueryClientProvider>,
    '/communication/planner',
  );
}

const cellOf = (d: string) => document.querySelector<HTMLElement>(`[data-day="${d}"]`)!;

beforeEach(async () => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
  await writePermissions([
    { featureId: 2, viewAccess: true, createAccess: true, editAccess: true, deleteAccess: true },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(notifyError).mockClear();
  await writePermissions({});
  resetAppState();
});

describe('Planner', () => {
  it('places items on their day in the month view, with a link to the communication', async () => {
    const requests = fakeApi(
      [
        item({}),
        item({
          communicationId: 2,
          name: 'Sent one',
          status: STATUS.sent,
          kind: 'sent',
          at: `${day(3)}T07:00`,
          movable: false,
        }),
      ],
      { status: 200, message: 'Communication moved' },
    );
    renderPlanner();
    const link = await screen.findByRole('link', { name: /^Spring news, Email, Draft, 09:30/ });
    expect(link).toHaveAttribute('href', '/create-mdc-communication?id=1');
    expect(within(cellOf(day(10))).getByText('Spring news')).toBeInTheDocument();
    expect(within(cellOf(day(3))).getByText('Sent one')).toBeInTheDocument();
    const first = requests.find((r) => r.path === 'GetPlanner')!.body;
    expect(String(first.from) <= `${month}-01` && String(first.to) >= `${month}-28`).toBe(true);
  });

  it('moves by keyboard from the item menu, and rolls back with a toast when refused', async () => {
    const requests = fakeApi([item({})], {
      status: 400,
      message: 'The schedule is in the past; choose a later time',
    });
    renderPlanner();
    await screen.findByText('Spring news');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spring news' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to…' }));
    const input = screen.getByLabelText('New date and time');
    fireEvent.change(input, { target: { value: `${day(12)}T11:00` } });
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'RescheduleCommunication')?.body).toEqual({
        communicationId: 1,
        at: `${day(12)}T11:00`,
      }),
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Not moved',
        'The schedule is in the past; choose a later time',
      ),
    );
    expect(within(cellOf(day(10))).getByText('Spring news')).toBeInTheDocument();
  });

  it('drags a draft to another day, keeping its time of day', async () => {
    const requests = fakeApi([item({})], { status: 200, message: 'Communication moved' });
    renderPlanner();
    const name = await screen.findByText('Spring news');
    const chip = name.closest('.planner-item')!;
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(chip, { dataTransfer });
    fireEvent.dragOver(cellOf(day(15)), { dataTransfer });
    fireEvent.drop(cellOf(day(15)), { dataTransfer });
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'RescheduleCommunication')?.body).toEqual({
        communicationId: 1,
        at: `${day(15)}T09:30`,
      }),
    );
    expect(await within(cellOf(day(15))).findByText('Spring news')).toBeInTheDocument();
    expect(within(cellOf(day(10))).queryByText('Spring news')).not.toBeInTheDocument();
  });
});
