/**
 * Ingestion under load: `senders` clients POST batches of 500 events to /api/events with an API
 * key for `seconds`, while one client keeps asking the dashboard's eight endpoints in turn.
 * Events are a campaign's funnel for known contacts (sent, delivered, opened, clicked, some
 * converted), dated in the last minutes, with unique ids so every one is stored.
 */
import { summarise, type TTiming } from './timing.ts';
import { DASHBOARD_ENDPOINTS } from './widgets.ts';

const BATCH = 500;
const FUNNEL = [
  'sent',
  'delivered',
  'opened',
  'clicked',
  'delivered',
  'opened',
  'sent',
  'converted',
] as const;

export type TIngestLoad = {
  eventsPerSecond: number;
  accepted: number;
  errors: number;
  dashboards: TTiming;
};

export type TIngestLoadInput = {
  baseURL: string;
  apiKey: string;
  accessToken: string;
  passports: readonly string[];
  communicationId: number;
  range: { fromDate: string; toDate: string };
  seconds: number;
  senders: number;
};

function batchOf(input: TIngestLoadInput, sender: number, n: number) {
  const now = Date.now();
  return Array.from({ length: BATCH }, (_, i) => {
    const serial = (n * input.senders + sender) * BATCH + i;
    const type = FUNNEL[serial % FUNNEL.length]!;
    return {
      eventId: `bench-${process.pid}-${serial}`,
      type,
      occurredAt: new Date(now - 60_000 + (serial % FUNNEL.length) * 1000).toISOString(),
      person: {
        passportId: input.passports[Math.floor(serial / FUNNEL.length) % input.passports.length],
      },
      communicationId: input.communicationId,
      ...(type === 'converted' ? { revenue: 20 + (serial % 80) } : {}),
      ...(type === 'sent' ? { cost: 0.0009 } : {}),
    };
  });
}

export async function ingestUnderLoad(input: TIngestLoadInput): Promise<TIngestLoad> {
  const deadline = performance.now() + input.seconds * 1000;
  let accepted = 0;
  let errors = 0;
  const sender = async (id: number) => {
    for (let n = 0; performance.now() < deadline; n++) {
      const response = await fetch(`${input.baseURL}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${input.apiKey}` },
        body: JSON.stringify({ events: batchOf(input, id, n) }),
      });
      const json = (await response.json()) as { data?: { accepted: number } };
      if (response.ok && json.data) accepted += json.data.accepted;
      else errors += 1;
    }
  };
  const latencies: number[] = [];
  const dashboards = async () => {
    for (let i = 0; performance.now() < deadline; i++) {
      const { endpoint } = DASHBOARD_ENDPOINTS[i % DASHBOARD_ENDPOINTS.length]!;
      const started = performance.now();
      const response = await fetch(`${input.baseURL}/api/Dashboard/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accesstoken: input.accessToken },
        body: JSON.stringify(input.range),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else errors += 1;
    }
  };
  const started = performance.now();
  await Promise.all([
    ...Array.from({ length: input.senders }, (_, id) => sender(id)),
    dashboards(),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  return {
    eventsPerSecond: accepted / elapsed,
    accepted,
    errors,
    dashboards: summarise(latencies),
  };
}
