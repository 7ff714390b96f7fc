import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';
import { i18n } from '@/shared/i18n/i18n';
import { TimelineItem } from './timeline-item';

const bounced = (properties: TTimelineItem['properties']): TTimelineItem => ({
  eventId: 1,
  type: 'bounced',
  channelId: 1,
  communicationId: 7,
  communicationName: 'November news',
  occurredAt: '2026-11-28T10:00:00.000Z',
  revenue: null,
  leadSource: null,
  properties,
});

/** One item in its list; the date format's master data never answers (not the point here). */
function renderItem(item: TTimelineItem) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ul>
        <TimelineItem item={item} />
      </ul>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  await i18n.loadNamespaces('analytics360');
});
afterAll(() => vi.unstubAllGlobals());

describe('TimelineItem', () => {
  it('says whether a bounce was hard or soft, with its status code', () => {
    const { unmount } = renderItem(bounced({ kind: 'hard', status: '5.1.1', detail: 'smtp; 550' }));
    expect(screen.getByText('Hard bounce · status 5.1.1')).toBeInTheDocument();
    unmount();
    renderItem(bounced({ kind: 'soft' }));
    expect(screen.getByText('Soft bounce')).toBeInTheDocument();
  });

  it('adds nothing to a bounce recorded without its kind', () => {
    renderItem(bounced(null));
    expect(screen.queryByText(/Hard bounce|Soft bounce/)).not.toBeInTheDocument();
  });
});
