import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_HOURS_MSG } from '@resonate/contracts/communication-settings/quiet-hours';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import { renderAt } from '@/testing/render-with-router';
import { QuietHoursTab } from './quiet-hours-tab';

vi.mock('@/shared/storage/user-info', () => ({ readUserInfo: () => ({ userId: 7 }) }));
vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

/** The quiet-hours endpoints behind a mocked fetch: SMS saved 22:00-07:00, the rest unset. */
function fakeApi() {
  const saves: Record<string, unknown>[] = [];
  const view = (rules: unknown[]) => ({
    status: true,
    message: 'ok',
    data: { rules, updatedAt: '2026-11-28T10:00:00.000Z' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body ?? '{}')) as { rules?: unknown[] };
      if (url.endsWith('UpsertQuietHours')) saves.push(body);
      const answer = url.endsWith('GetQuietHours')
        ? view([{ channelId: 2, enabled: true, start: '22:00', end: '07:00' }])
        : view(body.rules ?? []);
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return saves;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(
    <QueryClientProvider client={client}>
      <QuietHoursTab />
    </QueryClientProvider>,
    '/preferences/communication-settings',
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

describe('QuietHoursTab', () => {
  it('shows the saved rule in words, and every other channel off', async () => {
    fakeApi();
    render();
    expect(await screen.findByLabelText('SMS')).toBeChecked();
    expect(screen.getByText('Held from 22:00 until 07:00 the next morning')).toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp')).not.toBeChecked();
    expect(screen.getAllByText('Off: messages go at any hour')).toHaveLength(5);
  });

  it('refuses a rule that starts when it ends, then saves the corrected one', async () => {
    const saves = fakeApi();
    render();
    await userEvent.click(await screen.findByLabelText('WhatsApp'));
    fireEvent.change(screen.getByLabelText('WhatsApp: quiet until'), {
      target: { value: '21:00' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUIET_HOURS_MSG.sameStartEnd)).toBeInTheDocument();
    expect(saves).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('WhatsApp: quiet until'), {
      target: { value: '09:30' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.rules).toContainEqual({
      channelId: 21,
      enabled: true,
      start: '21:00',
      end: '09:30',
    });
    expect(saves[0]?.rules).toContainEqual({
      channelId: 2,
      enabled: true,
      start: '22:00',
      end: '07:00',
    });
  });
});
