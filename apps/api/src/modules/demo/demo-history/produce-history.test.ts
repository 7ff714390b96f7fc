import { describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@resonate/contracts/channels';
import { COMMUNICATION_STATUSES } from '@resonate/contracts/campaigns/communication-status';
import { EVENTS_LIMITS, type TIngestEvent } from '@resonate/contracts/events/ingest';
import { DAY_MS, dayWeight, spreadOverDays } from './calendar.ts';
import { planCommunications } from './plan-communications.ts';
import { produceHistory, type TDemoContact, type THistoryInput } from './produce-history.ts';

// Mid-January: the six months before hold the summer sale, Black Friday and Christmas.
const NOW = new Date('2027-01-20T15:30:00Z');

function historyInput(overrides: Partial<THistoryInput> & { contactCount?: number } = {}) {
  const { contactCount = 3000, ...rest } = overrides;
  const contacts: TDemoContact[] = Array.from({ length: contactCount }, (_, i) => ({
    passportId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    email: `person${i}@example.com`,
    mobile: null,
  }));
  const events = rest.events ?? 30_000;
  const seed = rest.seed ?? 42;
  const months = rest.months ?? 6;
  const plan = planCommunications({ contacts: contactCount, events, months, seed, now: NOW });
  return {
    plan,
    communicationIds: plan.map((c) => c.index + 1),
    contacts,
    events,
    months,
    seed,
    now: NOW,
    runKey: 'test',
    ...rest,
  } satisfies THistoryInput;
}

const all = (input: THistoryInput) => [...produceHistory(input)];
const stored = (events: TIngestEvent[]) => events.filter((e) => e.type !== 'identify');

describe('the demo history generator', () => {
  const input = historyInput();
  const events = all(input);

  it('is deterministic for a seed and differs for another seed', () => {
    expect(all(historyInput())).toEqual(events);
    const other = all(historyInput({ seed: 43 }));
    expect(other.slice(0, 100)).not.toEqual(events.slice(0, 100));
  });

  it('produces exactly the events asked for, with unique ids', () => {
    expect(stored(events)).toHaveLength(input.events);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
  });

  it('never dates an event in the future or beyond the ingestion age limit', () => {
    const oldest = NOW.getTime() - EVENTS_LIMITS.maxAgeDays * DAY_MS;
    for (const event of events) {
      const at = Date.parse(event.occurredAt);
      expect(at).toBeLessThanOrEqual(NOW.getTime());
      expect(at).toBeGreaterThan(oldest);
    }
  });

  it('has events on every channel of the spec and communications in every status', () => {
    const channels = new Set(events.map((e) => e.channelId));
    for (const id of CHANNEL_IDS) expect(channels, `channel ${id}`).toContain(id);
    const statuses = new Set(input.plan.map((c) => c.status));
    for (const { code } of COMMUNICATION_STATUSES) expect(statuses).toContain(code);
  });

  it('keeps each funnel in order and its figures plausible', () => {
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(count('delivered') + count('bounced')).toBe(count('sent'));
    expect(count('opened')).toBeGreaterThan(count('clicked'));
    expect(count('clicked')).toBeGreaterThan(count('converted'));
    expect(count('lead')).toBeGreaterThan(0);
    expect(count('page_view')).toBeGreaterThan(0);
    expect(count('identify')).toBeGreaterThan(0);
    for (const event of events) {
      if (event.type === 'converted') expect(event.revenue).toBeGreaterThan(0);
      else expect(event.revenue).toBeUndefined();
      if (event.type !== 'lead') expect(event.leadSource).toBeUndefined();
    }
    // A person's sent comes before the rest of that send's funnel, in time and in the stream.
    const sentAt = new Map<string, number>();
    events.forEach((event) => {
      const send = /^(.*):[a-z0-9]+$/.exec(event.eventId)![1]!;
      if (event.type === 'sent') sentAt.set(send, Date.parse(event.occurredAt));
      else if (event.communicationId) {
        expect(Date.parse(event.occurredAt)).toBeGreaterThan(sentAt.get(send)!);
      }
    });
  });

  it('follows the seasons: weekdays above weekends, the holiday peaks above ordinary days', () => {
    const perDay = new Map<string, number>();
    for (const event of stored(events)) {
      const day = event.occurredAt.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const average = (filter: (day: Date) => boolean) => {
      const days = [...perDay].filter(([day]) => filter(new Date(`${day}T00:00:00Z`)));
      return days.reduce((sum, [, n]) => sum + n, 0) / days.length;
    };
    const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
    expect(average((d) => !weekend(d))).toBeGreaterThan(average(weekend) * 1.15);
    const peak = (d: Date) => dayWeight(d) >= 1.5;
    expect(average(peak)).toBeGreaterThan(average((d) => !peak(d)) * 1.3);
  });
});

describe('spreadOverDays', () => {
  it('splits a total exactly in proportion to the weights', () => {
    expect(spreadOverDays(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(spreadOverDays(1001, [0.6, 1, 1.1, 0.75]).reduce((a, b) => a + b)).toBe(1001);
  });
});
