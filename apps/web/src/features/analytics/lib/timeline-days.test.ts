import { describe, expect, it } from 'vitest';
import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';
import { groupByDay } from './timeline-days';

const item = (eventId: number, occurredAt: string): TTimelineItem => ({
  eventId,
  type: 'opened',
  channelId: 1,
  communicationId: null,
  communicationName: null,
  occurredAt,
  revenue: null,
  leadSource: null,
  properties: null,
});

describe('groupByDay', () => {
  it('keeps the order and starts a group at each new day', () => {
    const days = groupByDay(
      [
        item(4, '2026-11-22T18:00:00Z'),
        item(3, '2026-11-22T01:00:00Z'),
        item(2, '2026-11-20T12:00:00Z'),
        item(1, '2026-11-20T11:00:00Z'),
      ],
      (iso) => iso.slice(0, 10),
    );
    expect(days.map((day) => [day.key, day.items.map((i) => i.eventId)])).toEqual([
      ['2026-11-22', [4, 3]],
      ['2026-11-20', [2, 1]],
    ]);
    expect(groupByDay([], (iso) => iso)).toEqual([]);
  });
});
