/**
 * The communications of a demo history: channel, department, status, audience and when each
 * wave of sends went out. Pure and deterministic for a seed; audiences are sized so that the
 * campaigns produce about CAMPAIGN_SHARE of the requested events (web traffic fills the rest).
 */
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { CHANNEL_PROFILES, channelProfile, expectedEventsPerSend } from './channel-profiles.ts';
import { DAY_MS, dayWeight, historyDays, holidayPeaks } from './calendar.ts';
import { createRandom, shuffled, streamOf, weightedPick, type TRandom } from './random.ts';
import { SENT_RECENT_DAYS, STATUS_SHAPES, statusShape } from './statuses.ts';

export const CAMPAIGN_SHARE = 0.85;
export const DEMO_DEPARTMENTS = ['Marketing', 'Sales'] as const;
export type TDemoDepartment = (typeof DEMO_DEPARTMENTS)[number] | null;

export type TPlannedCommunication = {
  index: number;
  name: string;
  channelId: number;
  department: TDemoDepartment;
  status: number;
  audienceSize: number;
  /** People each wave reaches (audienceSize times the status's reach). */
  sendsPerWave: number;
  /** Start of each wave of sends, epoch ms, oldest first; empty when it never sent. */
  waves: number[];
  createdAt: number;
  scheduledAt: number | null;
  startedAt: number | null;
  completedAt: number | null;
  budget: number | null;
  /** Recipient k of wave w is contact (offset + (w * sendsPerWave + k) * step) mod contacts. */
  recipientOffset: number;
  recipientStep: number;
};

export type TPlanInput = {
  contacts: number;
  events: number;
  months: number;
  seed: number;
  now: Date;
};

const HOUR_MS = 3_600_000;
const SEND_HOURS = [8, 9, 10, 11, 12, 17, 18, 19];
const MAX_WEEKLY_WAVES = 8;

/** Enough communications for a lively dashboard, more for bigger histories. */
export function communicationCount(events: number, months: number): number {
  const count = 20 * Math.sqrt(months) * Math.pow(Math.max(events, 1) / 100_000, 0.3);
  return Math.max(30, Math.min(400, Math.round(count)));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function coprimeStep(random: TRandom, n: number): number {
  if (n <= 2) return 1;
  for (;;) {
    const step = 1 + random.int(n - 1);
    if (gcd(step, n) === 1) return step;
  }
}

function themeOf(day: Date): string {
  const date = day.toISOString().slice(0, 10);
  for (const year of [day.getUTCFullYear() - 1, day.getUTCFullYear()]) {
    const peak = holidayPeaks(year).find((p) => date >= p.from && date <= p.to);
    if (peak) return peak.name;
  }
  const themes = [
    'New year',
    'Winter clearance',
    'Spring collection',
    'Easter',
    'May bank holiday',
    'Summer edit',
    'Summer sale',
    'Back to school',
    'Autumn edit',
    'Halloween',
    'Pre-Christmas',
    'Christmas',
  ];
  return themes[day.getUTCMonth()]!;
}

const dayLabel = (time: number) =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Log-uniform between 3% and 70% of the contacts, larger on the channels used most (email goes
 * to everyone who agreed, a webinar invitation to a few), smaller for a weekly series.
 */
function relativeAudience(random: TRandom, channelMix: number, weekly: boolean): number {
  const share = Math.exp(Math.log(0.03) + random.next() * Math.log(0.7 / 0.03));
  return share * Math.min(1, channelMix / 12) * (weekly ? 0.4 : 1);
}

/** A day in [fromDay, toDay) of `days`: busy days are chosen much more often (squared weight). */
function seasonalDay(random: TRandom, days: readonly Date[], fromDay: number, toDay: number) {
  const slice = days.slice(Math.max(0, fromDay), Math.max(fromDay + 1, toDay));
  return weightedPick(
    random,
    slice,
    slice.map((day) => dayWeight(day) ** 2),
  ).getTime();
}

function sendTime(random: TRandom, midnight: number): number {
  return midnight + random.pick(SEND_HOURS) * HOUR_MS + random.int(60) * 60_000;
}

/** The wave starts of one communication, by its status's timing. */
function wavesOf(random: TRandom, timing: string, code: number, days: Date[], now: number) {
  const last = days.length;
  const past = (from: number, to: number) => sendTime(random, seasonalDay(random, days, from, to));
  switch (timing) {
    case 'running':
      return [now - (1 + random.int(34)) * HOUR_MS - random.int(60) * 60_000];
    case 'past':
      return code === STATUS.sent
        ? [past(last - SENT_RECENT_DAYS, last - 2)]
        : [past(0, last - (code === STATUS.completed ? SENT_RECENT_DAYS : 2))];
    case 'weekly':
    case 'weeklyEnded': {
      const end = timing === 'weekly' ? last - 1 : last - 21;
      const count = 3 + random.int(MAX_WEEKLY_WAVES - 2);
      const first = Math.max(0, end - 7 * (count - 1));
      const start = sendTime(random, days[first]!.getTime());
      const waves: number[] = [];
      for (let t = start; t < now - HOUR_MS && waves.length < count; t += 7 * DAY_MS) {
        if (t <= days[Math.max(0, end)]!.getTime() + DAY_MS) waves.push(t);
      }
      return waves.length > 0 ? waves : [start];
    }
    default:
      return [];
  }
}

function planOne(input: TPlanInput, index: number, days: Date[], statusCode: number) {
  const random = createRandom(streamOf(input.seed, 'communication', index));
  const now = input.now.getTime();
  const shape = statusShape(statusCode);
  // The first communications cover every channel once; then channels by their usual mix.
  const profile =
    index < CHANNEL_PROFILES.length
      ? CHANNEL_PROFILES[index]!
      : weightedPick(
          random,
          CHANNEL_PROFILES,
          CHANNEL_PROFILES.map((p) => p.mix),
        );
  const waves = wavesOf(random, shape.timing, statusCode, days, now).filter((t) => t < now);
  const firstWave = waves[0];
  const anchor = firstWave ?? now - random.int(20) * DAY_MS;
  const scheduledAt =
    shape.timing === 'future'
      ? statusCode === STATUS.waiting_window
        ? now + (1 + random.int(6)) * HOUR_MS
        : sendTime(random, now - (now % DAY_MS) + (1 + random.int(14)) * DAY_MS)
      : (firstWave ?? null);
  const lastWave = waves.at(-1);
  const finished = shape.timing === 'past' || shape.timing === 'weeklyEnded';
  return {
    index,
    name: `${random.pick(profile.names)} · ${themeOf(new Date(anchor))} ${dayLabel(scheduledAt ?? anchor)}`,
    channelId: profile.channelId,
    department: weightedPick<TDemoDepartment>(random, [...DEMO_DEPARTMENTS, null], [60, 25, 15]),
    status: statusCode,
    // Relative size for now; planCommunications scales it to the events asked for.
    audienceSize:
      statusCode === STATUS.audience_empty
        ? 0
        : relativeAudience(random, profile.mix, shape.timing.startsWith('weekly')) *
          dayWeight(new Date(anchor)),
    sendsPerWave: 0,
    waves,
    createdAt: anchor - (2 + random.int(9)) * DAY_MS - random.int(24) * HOUR_MS,
    scheduledAt,
    startedAt: firstWave ?? null,
    completedAt: finished && lastWave ? lastWave + (2 + random.int(6)) * HOUR_MS : null,
    budget: random.chance(0.8) ? 0 : null,
    recipientOffset: random.int(Math.max(1, input.contacts)),
    recipientStep: coprimeStep(random, input.contacts),
    reach: shape.reach,
  };
}

/**
 * Status codes by index: the first communications (one per channel) get every status that
 * sends, so every channel has events; then every status that does not send; then statuses by
 * how common they are.
 */
function statusCodes(random: TRandom, count: number): number[] {
  const sends = STATUS_SHAPES.filter((s) => s.reach > 0);
  const codes = shuffled(
    random,
    sends.map((s) => s.code),
  );
  while (codes.length < CHANNEL_PROFILES.length) {
    codes.push(
      weightedPick(
        random,
        sends,
        sends.map((s) => s.weight),
      ).code,
    );
  }
  codes.push(
    ...shuffled(
      random,
      STATUS_SHAPES.filter((s) => s.reach === 0).map((s) => s.code),
    ),
  );
  while (codes.length < count) {
    codes.push(
      weightedPick(
        random,
        STATUS_SHAPES,
        STATUS_SHAPES.map((s) => s.weight),
      ).code,
    );
  }
  return codes.slice(0, count);
}

/** The communications of a history, ordered by index (the order they are inserted). */
export function planCommunications(input: TPlanInput): TPlannedCommunication[] {
  const days = historyDays(input.now, input.months);
  const count = communicationCount(input.events, input.months);
  const codes = statusCodes(createRandom(streamOf(input.seed, 'statuses')), count);
  const drafts = codes.map((code, index) => planOne(input, index, days, code));

  // Scale relative audiences so the expected campaign events meet the target; a capped
  // audience (everyone) leaves the rest to web traffic.
  const target = input.events * CAMPAIGN_SHARE;
  const weight = (d: (typeof drafts)[number]) =>
    d.reach * d.waves.length * expectedEventsPerSend(channelProfile(d.channelId));
  let scale =
    target /
    Math.max(
      1e-9,
      drafts.reduce((sum, d) => sum + d.audienceSize * weight(d), 0),
    );
  const minimum = Math.min(input.contacts, 200);
  const sized = (d: (typeof drafts)[number]) =>
    d.audienceSize === 0
      ? 0
      : Math.max(minimum, Math.min(input.contacts, Math.round(d.audienceSize * scale)));
  for (let round = 0; round < 3; round++) {
    const expected = drafts.reduce((sum, d) => sum + sized(d) * weight(d), 0);
    if (expected === 0) break;
    scale *= Math.min(2, target / expected);
  }
  return drafts.map((draft) => {
    const { reach, ...d } = draft;
    const audienceSize = sized(draft);
    // A series reaches new people each week until it has reached everyone once.
    const perWave = Math.round(audienceSize * reach);
    const sendsPerWave =
      d.waves.length > 0
        ? Math.max(1, Math.min(perWave, Math.floor(input.contacts / d.waves.length)))
        : 0;
    const cost = sendsPerWave * d.waves.length * channelProfile(d.channelId).costPerSend;
    return {
      ...d,
      audienceSize,
      sendsPerWave,
      budget: d.budget === null ? null : Math.max(100, Math.ceil((cost * 1.3 + 50) / 100) * 100),
    };
  });
}
