/**
 * Issue 28: Segment `batch` ingestion beside the native `POST /api/events`, same run, same
 * events (page views of a pool of anonymous visitors, batches of BATCH), the two paths taking
 * turns in rounds so load on the machine falls on both alike. Target: the Segment path at the
 * native path's rate (within 20%, as both end in the same ingestEvents).
 */
import { signInOverApi } from '../../e2e/support/api-sign-in.ts';
import { postJson } from '../dashboard/timing.ts';
import type { BenchRow } from '../suites.ts';

const BATCH = 500;
const SENDERS = 2;
const ROUNDS = 3;
/** The Segment path may cost its mapping and size checks, no more. */
const TARGET_RATIO = 0.8;

type TPath = 'native' | 'segment';
type TTally = { events: number; seconds: number; errors: number };

/** Each batch has one page view from each of BATCH visitors. */
const visitor = (index: number) => `bench-visitor-${index}`;

function nativeBody(ids: string[], at: string) {
  return {
    events: ids.map((id, i) => ({
      eventId: id,
      type: 'page_view',
      occurredAt: at,
      person: { anonymousId: visitor(i) },
      properties: { path: `/products/${i % 50}` },
    })),
  };
}

function segmentBody(ids: string[], at: string) {
  return {
    batch: ids.map((id, i) => ({
      type: 'page',
      messageId: id,
      anonymousId: visitor(i),
      timestamp: at,
      properties: { path: `/products/${i % 50}` },
    })),
  };
}

async function send(baseURL: string, key: string, path: TPath, ids: string[]): Promise<number> {
  const at = new Date(Date.now() - 60_000).toISOString();
  const response = await fetch(`${baseURL}${path === 'native' ? '/api/events' : '/api/v1/batch'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization:
        path === 'native' ? `Bearer ${key}` : `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
    },
    body: JSON.stringify(path === 'native' ? nativeBody(ids, at) : segmentBody(ids, at)),
  });
  const json = (await response.json()) as { accepted?: number; data?: { accepted: number } };
  const accepted = path === 'native' ? json.data?.accepted : json.accepted;
  if (!response.ok || accepted !== ids.length) throw new Error(`${path}: ${response.status}`);
  return accepted;
}

/** `SENDERS` closed-loop senders on one path for `seconds`; every event id is new. */
async function round(
  baseURL: string,
  key: string,
  path: TPath,
  seconds: number,
  tally: TTally,
  tag: string,
) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let serial = 0;
  const sender = async () => {
    while (performance.now() < deadline) {
      const first = (serial += BATCH) - BATCH;
      const ids = Array.from({ length: BATCH }, (_, i) => `${tag}-${path}-${first + i}`);
      try {
        tally.events += await send(baseURL, key, path, ids);
      } catch {
        tally.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  tally.seconds += (performance.now() - started) / 1000;
}

export async function segmentBenchmark(baseURL: string): Promise<BenchRow[]> {
  const session = await signInOverApi(baseURL, 'admin@acme.test');
  const { key } = await postJson<{ key: string }>(
    baseURL,
    '/api/DataExchange/CreateApiKey',
    { clientId: session.clientId, name: 'Benchmark Segment', scopes: ['events:write'] },
    { accesstoken: session.accessToken },
  );
  const seconds = Number(process.env.BENCH_SEGMENT_SECONDS ?? 5);
  const tag = `seg-${process.pid}-${Date.now()}`;
  // Warm-up: the visitors exist before either path is timed, so neither pays for creating them.
  await round(baseURL, key, 'native', 1, { events: 0, seconds: 0, errors: 0 }, `${tag}-warm`);
  const native: TTally = { events: 0, seconds: 0, errors: 0 };
  const segment: TTally = { events: 0, seconds: 0, errors: 0 };
  for (let n = 0; n < ROUNDS; n++) {
    await round(baseURL, key, 'native', seconds, native, `${tag}-${n}`);
    await round(baseURL, key, 'segment', seconds, segment, `${tag}-${n}`);
  }
  const rate = (tally: TTally) => tally.events / Math.max(tally.seconds, 0.001);
  const ratio = rate(segment) / Math.max(rate(native), 0.001);
  const perSecond = (tally: TTally) =>
    `${Math.round(rate(tally)).toLocaleString('en-GB')} events/s`;
  return [
    {
      name: `POST /api/v1/batch (Segment), batches of ${BATCH} page calls, ${SENDERS} senders`,
      figure: perSecond(segment),
      baseline: `POST /api/events, same events: ${perSecond(native)}`,
      ratio: `${(ratio * 100).toFixed(0)}% of native`,
      target: `>= ${TARGET_RATIO * 100}% of native, no errors`,
      met: ratio >= TARGET_RATIO && native.errors + segment.errors === 0,
    },
  ];
}
