/**
 * The demo history as a stream of ingestion events, day by day: on each day the waves of sends
 * that started that day (every recipient's funnel, sent first), then the day's web traffic.
 * Pure and deterministic: the same input gives the same events with the same ids, so running
 * the generator twice stores the history once (ingestion is idempotent by eventId).
 */
import type { TIngestEvent } from '@resonate/contracts/events/ingest';
import { channelProfile } from './channel-profiles.ts';
import { DAY_MS, dayWeight, historyDays, spreadOverDays } from './calendar.ts';
import type { TPlannedCommunication } from './plan-communications.ts';
import { createRandom, streamOf } from './random.ts';
import { recipientFunnel, type TStep } from './recipient-funnel.ts';
import { webTrafficOfDay } from './web-traffic.ts';

/** Bump when the generator changes what it writes: cached bench databases are keyed by it. */
export const DEMO_HISTORY_VERSION = 2;

export type TDemoContact = { passportId: string; email: string | null; mobile: string | null };

export type THistoryInput = {
  plan: readonly TPlannedCommunication[];
  /** The database id of each planned communication, by index. */
  communicationIds: readonly number[];
  contacts: readonly TDemoContact[];
  /** Stored events wanted in total (campaign funnels plus web traffic). */
  events: number;
  months: number;
  seed: number;
  now: Date;
  /** Prefix of every event id: one history's ids never meet another's. */
  runKey: string;
};

type TWave = { communication: TPlannedCommunication; wave: number; startsAt: number };

/** Sends of a wave leave at a steady pace: about 200 a second. */
const SEND_INTERVAL_MS = 5;

function wavesByStart(plan: readonly TPlannedCommunication[]): TWave[] {
  return plan
    .flatMap((communication) =>
      communication.waves.map((startsAt, wave) => ({ communication, wave, startsAt })),
    )
    .filter((w) => w.communication.sendsPerWave > 0)
    .sort((a, b) => a.startsAt - b.startsAt || a.communication.index - b.communication.index);
}

/** Every recipient's funnel of one wave, as steps (reused array) with the recipient. */
function* waveSteps(input: THistoryInput, { communication, wave, startsAt }: TWave) {
  const random = createRandom(streamOf(input.seed, 'wave', communication.index, wave));
  const profile = channelProfile(communication.channelId);
  const now = input.now.getTime();
  const steps: TStep[] = [];
  const contacts = input.contacts.length;
  for (let k = 0; k < communication.sendsPerWave; k++) {
    const n = recipientFunnel(random, profile, startsAt + k * SEND_INTERVAL_MS, now, steps);
    if (n === 0) continue;
    // Each wave of a series goes on along the same sequence: next week's sends reach others.
    const position = wave * communication.sendsPerWave + k;
    const contact =
      (communication.recipientOffset + position * communication.recipientStep) % contacts;
    yield { k, contact, steps, n };
  }
}

function countWave(input: THistoryInput, wave: TWave): number {
  let count = 0;
  for (const { n } of waveSteps(input, wave)) count += n;
  return count;
}

function* waveEvents(input: THistoryInput, wave: TWave): Generator<TIngestEvent> {
  const { communication } = wave;
  const communicationId = input.communicationIds[communication.index]!;
  const prefix = `${input.runKey}:c${communication.index}:w${wave.wave}:`;
  for (const { k, contact, steps, n } of waveSteps(input, wave)) {
    const person = { passportId: input.contacts[contact]!.passportId };
    for (let i = 0; i < n; i++) {
      const step = steps[i]!;
      yield {
        eventId: `${prefix}${k}:${step.code}`,
        type: step.type,
        occurredAt: new Date(step.at).toISOString(),
        person,
        channelId: communication.channelId,
        communicationId,
        ...(step.revenue !== undefined ? { revenue: step.revenue } : {}),
        ...(step.cost !== undefined ? { cost: step.cost } : {}),
        ...(step.leadSource !== undefined ? { leadSource: step.leadSource } : {}),
      };
    }
  }
}

/** Stored events the campaigns of a history produce (a dry run of the same draws). */
export function countCampaignEvents(input: THistoryInput): number {
  return wavesByStart(input.plan).reduce((sum, wave) => sum + countWave(input, wave), 0);
}

export type THistoryShape = { campaignEvents: number; webEvents: number; webByDay: number[] };

/** How the requested events split into campaign funnels and web traffic per day. */
export function historyShape(input: THistoryInput): THistoryShape {
  const campaignEvents = Math.min(input.events, countCampaignEvents(input));
  const webEvents = input.events - campaignEvents;
  const days = historyDays(input.now, input.months);
  return { campaignEvents, webEvents, webByDay: spreadOverDays(webEvents, days.map(dayWeight)) };
}

/**
 * The whole history, oldest day first: exactly `input.events` stored events (plus identify
 * events), none after `input.now`. `shape` may be passed when already computed.
 */
export function* produceHistory(
  input: THistoryInput,
  shape: THistoryShape = historyShape(input),
): Generator<TIngestEvent> {
  if (input.contacts.length === 0) throw new Error('a demo history needs contacts');
  const days = historyDays(input.now, input.months);
  const waves = wavesByStart(input.plan);
  const now = input.now.getTime();
  let campaignLeft = shape.campaignEvents;
  let next = 0;
  for (let dayIndex = 0; dayIndex < days.length; dayIndex++) {
    const midnight = days[dayIndex]!.getTime();
    while (next < waves.length && waves[next]!.startsAt < midnight + DAY_MS) {
      for (const event of waveEvents(input, waves[next++]!)) {
        if (campaignLeft-- <= 0) break;
        yield event;
      }
    }
    yield* webTrafficOfDay({
      runKey: input.runKey,
      seed: input.seed,
      dayIndex,
      midnight,
      now,
      quota: shape.webByDay[dayIndex]!,
      contacts: input.contacts,
    });
  }
}
