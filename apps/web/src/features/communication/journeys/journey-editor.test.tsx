import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { JOURNEY_MSG, type TJourney } from '@resonate/contracts/campaigns/journeys';
import { resetAppState, useAppStore } from '@/shared/store/app-store';
import { writeItem } from '@/shared/storage/local-storage';
import '@/shared/i18n/i18n';
import MdcWorkflowPage from '../routes/mdc-workflow-page';

vi.mock('@/shared/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

type THandler = (body: Record<string, unknown>) => { status?: number; body: unknown };
type TRequest = { path: string; body: Record<string, unknown> };

const ok = (data: unknown) => ({ body: { status: true, message: 'ok', data } });

const OPTIONS: TComposeOptions = {
  lists: [{ listId: 9, name: 'Newsletter', kind: 'target', memberCount: 3, daysLeft: null }],
  channels: [
    {
      channelId: 1,
      name: 'Email',
      inLicence: true,
      ready: true,
      contentKind: 'email',
      needsAudience: true,
      templates: 0,
      readyTemplates: 0,
    },
  ],
  timeZone: 'Europe/London',
  timeZoneId: 1,
  approvalRequired: false,
  currency: 'GBP',
  sendingDomains: [],
};

function journey(extra: Partial<TJourney> = {}): TJourney {
  return {
    journeyId: 5,
    name: 'Welcome flow',
    status: 'draft',
    version: 3,
    totals: { entries: 0, active: 0, finished: 0 },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    activatedAt: null,
    reentry: { mode: 'once', minDaysBetween: 0 },
    counts: {},
    graph: {
      nodes: [
        {
          id: 'entry',
          type: 'entry',
          position: { x: 0, y: 0 },
          config: { trigger: { kind: 'list', listId: 9 } },
        },
        {
          id: 'send-1',
          type: 'send',
          position: { x: 0, y: 140 },
          config: {
            channelId: 1,
            content: {
              kind: 'email',
              subject: 'Welcome aboard',
              preheader: '',
              html: '',
              text: 'Hi',
            },
          },
        },
        {
          id: 'wait-1',
          type: 'wait',
          position: { x: 0, y: 280 },
          config: { days: 1, hours: 2, minutes: 0 },
        },
        { id: 'exit', type: 'exit', position: { x: 0, y: 420 } },
      ],
      edges: [
        { id: 'e1', from: 'entry', to: 'send-1' },
        { id: 'e2', from: 'send-1', to: 'wait-1' },
      ],
    },
    ...extra,
  };
}

function fakeApi(handlers: Record<string, THandler>): TRequest[] {
  const requests: TRequest[] = [];
  const all: Record<string, THandler> = {
    GetComposeOptions: () => ok(OPTIONS),
    GetAttributes: () => ok({ attributes: [] }),
    GetTemplates: () => ok({ templates: [] }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/[A-Za-z]+\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const reply = all[path]?.(body) ?? { status: 404, body: { status: false, message: '?' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return requests;
}

function renderPage(path = '/mdc-workflow?id=5') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <MdcWorkflowPage />
    </QueryClientProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

// React Flow measures its nodes; jsdom has no layout, so sizes are faked (again for each test,
// as unstubAllGlobals clears them).
beforeEach(() => {
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  class FakeMatrix {
    m22 = 1;
    constructor(_transform?: string) {}
  }
  vi.stubGlobal('DOMMatrixReadOnly', FakeMatrix);
});
beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => 200 },
    offsetHeight: { configurable: true, get: () => 80 },
  });
});

beforeEach(() => {
  writeItem('accessToken', 'test-token');
  useAppStore.getState().setScope({ isAuth: true, clientId: 3, departmentId: 0 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

describe('the journey canvas', () => {
  it('draws each step with its summary and, once running, its live counts', async () => {
    fakeApi({
      GetJourney: () =>
        ok(
          journey({
            status: 'active',
            totals: { entries: 4, active: 1, finished: 3 },
            counts: {
              'send-1': { entered: 4, current: 1 },
              exit: { entered: 3, current: 0, exited: 3 },
            },
          }),
        ),
    });
    renderPage();
    expect(await screen.findByText('Everyone in Newsletter')).toBeInTheDocument();
    expect(screen.getByText('Email · Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText('Wait 1 day 2 hours')).toBeInTheDocument();
    expect(screen.getByTestId('journey-count-send-1')).toHaveTextContent('1 now · 4 entered');
    expect(screen.getByTestId('journey-count-exit')).toHaveTextContent('3 finished');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pause/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Validate/ })).not.toBeInTheDocument();
  });

  it('marks the steps Validate finds wrong, and the error list opens the step', async () => {
    const requests = fakeApi({
      GetJourney: () => ok(journey()),
      ValidateJourney: () =>
        ok({ valid: false, errors: { 'nodes.wait-1': JOURNEY_MSG.leadsNowhere } }),
    });
    renderPage();
    await screen.findByText('Everyone in Newsletter');
    expect(screen.getByTestId('journey-node-wait-1')).not.toHaveClass('has-error');
    await userEvent.click(screen.getByRole('button', { name: /Validate/ }));
    const node = await screen.findByTestId('journey-node-wait-1');
    await waitFor(() => expect(node).toHaveClass('has-error'));
    expect(within(node).getByText(JOURNEY_MSG.leadsNowhere)).toBeInTheDocument();
    expect(node).toHaveAttribute('title', JOURNEY_MSG.leadsNowhere);
    expect(screen.getByTestId('journey-node-send-1')).not.toHaveClass('has-error');
    const sent = requests.find((request) => request.path === 'ValidateJourney');
    expect((sent?.body.graph as TJourney['graph']).nodes).toHaveLength(4);

    const list = screen.getByRole('alert');
    expect(list).toHaveTextContent('1 step needs attention');
    await userEvent.click(within(list).getByRole('button', { name: 'wait-1' }));
    const panel = await screen.findByRole('complementary', { name: /Wait/ });
    expect(within(panel).getByLabelText('Days')).toHaveValue(1);
    expect(within(panel).getByLabelText('Hours')).toHaveValue(2);
  });

  it("edits a send step's throttle, send window and frequency cap from the keyboard, and says when the window can never open", async () => {
    const requests = fakeApi({
      GetJourney: () => ok(journey()),
      SaveJourney: (body) => ok({ journey: journey({ graph: body.graph as TJourney['graph'] }) }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Everyone in Newsletter');
    screen.getByTestId('journey-node-send-1').closest<HTMLElement>('.react-flow__node')?.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('complementary', { name: /Send/ });
    const rules = within(panel).getByRole('group', { name: 'Sending rules' });

    await user.type(within(rules).getByLabelText('Messages per minute'), '120');
    const window = within(rules).getByRole('switch', { name: 'Send only within a window' });
    window.focus();
    await user.keyboard(' ');
    expect(within(rules).getByLabelText('From')).toHaveValue('09:00');
    expect(within(rules).getByLabelText('To')).toHaveValue('18:00');
    const days = within(rules).getByRole('group', { name: 'Days' });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(within(days).getByLabelText(day));
    }
    expect(within(rules).getByText(COMM_MSG.windowNoDays)).toBeInTheDocument();
    expect(days).toHaveAccessibleDescription(COMM_MSG.windowNoDays);
    await user.click(within(days).getByLabelText('Sat'));
    expect(within(rules).queryByText(COMM_MSG.windowNoDays)).toBeNull();
    await user.click(within(rules).getByRole('switch', { name: 'Frequency cap' }));
    const max = within(rules).getByLabelText('At most (messages)');
    // The field never holds less than its minimum: the typed digit replaces the selected 1.
    await user.tripleClick(max);
    await user.keyboard('2');

    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(requests.some((r) => r.path === 'SaveJourney')).toBe(true));
    const graph = requests.find((r) => r.path === 'SaveJourney')?.body.graph as TJourney['graph'];
    expect(graph.nodes.find((n) => n.id === 'send-1')?.config).toMatchObject({
      channelId: 1,
      throttlePerMinute: 120,
      sendWindow: { from: '09:00', to: '18:00', days: [6] },
      frequencyCap: { max: 2, days: 7 },
    });
  });

  it('adds a step after the selected one and saves with the version it loaded', async () => {
    const requests = fakeApi({
      GetJourney: () => ok(journey()),
      SaveJourney: () => ({
        status: 409,
        body: { status: false, message: JOURNEY_MSG.stale },
      }),
    });
    renderPage();
    await screen.findByText('Everyone in Newsletter');
    // From the keyboard: the step is focusable and Enter selects it (its panel opens).
    const step = screen
      .getByTestId('journey-node-wait-1')
      .closest<HTMLElement>('.react-flow__node');
    step?.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: /Wait/ });
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await screen.findByText(JOURNEY_MSG.stale);
    expect(screen.getByRole('button', { name: 'Reload the journey' })).toBeInTheDocument();
    const saved = requests.find((request) => request.path === 'SaveJourney')?.body;
    expect(saved).toMatchObject({ journeyId: 5, version: 3, name: 'Welcome flow' });
    const graph = saved?.graph as TJourney['graph'];
    expect(graph.nodes.map((row) => row.id)).toContain('exit-1');
    expect(graph.edges).toContainEqual({ id: 'wait-1-to-exit-1', from: 'wait-1', to: 'exit-1' });
  });
});
