import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';

export type TTimelineDay = { key: string; items: TTimelineItem[] };

/**
 * Items (newest first) in runs of one calendar day, as `dayOf` names the day (the user's date
 * format and time zone). Pages arrive in order, so a day split across two pages joins up.
 */
export function groupByDay(
  items: readonly TTimelineItem[],
  dayOf: (iso: string) => string,
): TTimelineDay[] {
  const days: TTimelineDay[] = [];
  for (const item of items) {
    const key = dayOf(item.occurredAt);
    const last = days.at(-1);
    if (last?.key === key) last.items.push(item);
    else days.push({ key, items: [item] });
  }
  return days;
}
