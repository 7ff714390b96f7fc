/**
 * The shape of a retailer's year: fewer sends and visits at weekends, a lift around payday (the
 * last days of a month), and holiday peaks (summer sale, Black Friday to Cyber Monday, the
 * Christmas run-up, the January sales). Days are UTC calendar days, as the rollups count them.
 */
import type { TRandom } from './random.ts';

export const DAY_MS = 86_400_000;
const WEEKDAY_WEIGHT = [0.6, 1, 1.05, 1.05, 1.1, 1.15, 0.75]; // Sunday first

export type THolidayPeak = { name: string; from: string; to: string; lift: number };

/** The fourth Thursday of November, plus one: Black Friday of a year. */
function blackFriday(year: number): Date {
  const first = new Date(Date.UTC(year, 10, 1));
  const thursday = 1 + ((4 - first.getUTCDay() + 7) % 7) + 21;
  return new Date(Date.UTC(year, 10, thursday + 1));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The peaks of one year, as inclusive ISO date ranges. */
export function holidayPeaks(year: number): THolidayPeak[] {
  const friday = blackFriday(year);
  return [
    { name: 'Summer sale', from: `${year}-07-01`, to: `${year}-07-14`, lift: 1.4 },
    {
      name: 'Black Friday',
      from: iso(new Date(friday.getTime() - 7 * DAY_MS)),
      to: iso(new Date(friday.getTime() + 3 * DAY_MS)),
      lift: 2.4,
    },
    { name: 'Christmas', from: `${year}-12-01`, to: `${year}-12-23`, lift: 1.8 },
    { name: 'January sales', from: `${year}-12-26`, to: `${year + 1}-01-04`, lift: 1.6 },
  ];
}

/** How busy a day is relative to an ordinary Tuesday (1). */
export function dayWeight(day: Date): number {
  const date = iso(day);
  let weight = WEEKDAY_WEIGHT[day.getUTCDay()]!;
  if (day.getUTCDate() >= 25) weight *= 1.2;
  for (const year of [day.getUTCFullYear() - 1, day.getUTCFullYear()]) {
    for (const peak of holidayPeaks(year)) {
      if (date >= peak.from && date <= peak.to) weight *= peak.lift;
    }
  }
  return weight;
}

/** Midnights (UTC) from `months` before `now` up to today, oldest first. */
export function historyDays(now: Date, months: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today);
  start.setUTCMonth(start.getUTCMonth() - months);
  const days: Date[] = [];
  for (let t = start.getTime(); t <= today; t += DAY_MS) days.push(new Date(t));
  return days;
}

/** People read and buy in the evening more than at night: relative weight per UTC hour. */
const HOUR_WEIGHT = [
  0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.1, 1.2, 1.2, 1.2, 1.4, 1.3, 1.1, 1.1, 1.2, 1.4, 1.7,
  1.9, 2, 1.8, 1.2, 0.6,
];
const HOUR_CUMULATIVE = HOUR_WEIGHT.reduce<number[]>(
  (acc, w) => [...acc, (acc.at(-1) ?? 0) + w],
  [],
);

/** A moment of the day starting at `midnight`, more often in the evening. */
export function momentOfDay(random: TRandom, midnight: number): number {
  const target = random.next() * HOUR_CUMULATIVE.at(-1)!;
  const hour = HOUR_CUMULATIVE.findIndex((upTo) => target < upTo);
  return midnight + hour * 3_600_000 + Math.floor(random.next() * 3_600_000);
}

/**
 * Splits `total` over days in proportion to their weights, whole numbers summing to `total`
 * exactly (largest remainder).
 */
export function spreadOverDays(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum));
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}
