/**
 * `node bench/soak.ts [--minutes 30] [--sample-seconds 60]`: the product under a steady mixed
 * load (issue 24) for a long while, its RSS sampled every minute, and the slope of that memory
 * printed: a flat slope after warm-up means no leak. A bench, not a test: it judges nothing and
 * takes half an hour by default.
 *
 * The load, paced (not as fast as possible), so every minute looks alike:
 * - reads: 10 a second, a dashboard widget and GetUnreadCount in turn;
 * - event ingestion: a batch of 20 events a second through the public events API;
 * - a running send: every minute a new email communication to a 200-contact list, delivered to
 *   a local SMTP sink in its own process.
 * The server is `npm start`'s (API and worker in one process, the embedded database in
 * its own), on a fresh data directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  adminApi,
  setApprovalRequired,
  targetListOf,
  useSinkAsSmtp,
} from '../e2e/support/communication-setup.ts';
import { startServer } from '../e2e/support/server.ts';
import { startSink } from './communications/bench-deps.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    'sample-seconds': { type: 'string', default: '60' },
  },
});
const minutes = Number(values.minutes);
const sampleSeconds = Number(values['sample-seconds']);
if (!(minutes > 0) || !(sampleSeconds > 0)) {
  throw new Error('--minutes and --sample-seconds must be positive numbers');
}

// API calls only: no web build needed (a missing one is served as a placeholder page).
const dataDir = mkdtempSync(join(tmpdir(), 'resonate-soak-'));
const sink = await startSink();
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
  ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
});
const pid = server.process.pid!;

/** Resident memory of the server process in MB, as the kernel counts it. */
function rssMb(): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(line?.[1] ?? 0) / 1024;
}

/** Least-squares slope of MB against minutes. */
function slope(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((sum, s) => sum + s.minute, 0) / n;
  const my = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const sxy = samples.reduce((sum, s) => sum + (s.minute - mx) * (s.mb - my), 0);
  const sxx = samples.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
  return sxy / sxx;
}

const counts = { reads: 0, readErrors: 0, events: 0, eventErrors: 0, sends: 0, sendErrors: 0 };
const timers: NodeJS.Timeout[] = [];
try {
  const { session, api } = await adminApi(server.baseURL);
  await useSinkAsSmtp(api, session.clientId, `smtp://127.0.0.1:${sink.port}`);
  await setApprovalRequired(api, false);
  const list = await targetListOf(api, 'soak', 200);
  const { lists } = await api<{ lists: { listId: number; name: string }[] }>('Audience/GetLists', {
    search: list.name,
    pageNo: 1,
    pageSize: 10,
  });
  const listId = lists.find((one) => one.name === list.name)!.listId;
  const { key } = await api<{ key: string }>('DataExchange/CreateApiKey', {
    clientId: session.clientId,
    name: 'Soak',
    scopes: ['events:write'],
  });

  const post = (path: string, body: object, headers: Record<string, string>) =>
    fetch(`${server.baseURL}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  let turn = 0;
  const read = async () => {
    const ok =
      turn++ % 2 === 0
        ? await post(
            'Dashboard/GetChannelPerformance',
            { fromDate: day(29), toDate: day(0) },
            { accesstoken: session.accessToken },
          )
        : await post(
            'AlertAndNotifications/GetUnreadCount',
            { clientId: session.clientId, userId: session.userId, departmentId: 0 },
            { accesstoken: session.accessToken },
          );
    counts[ok ? 'reads' : 'readErrors']++;
  };
  let eventNo = 0;
  const ingest = async () => {
    const events = Array.from({ length: 20 }, () => {
      eventNo++;
      return {
        eventId: `soak-${eventNo}`,
        type: eventNo % 3 === 0 ? 'clicked' : 'opened',
        occurredAt: new Date().toISOString(),
        person: { email: `soak-reader-${eventNo % 1000}@example.test` },
      };
    });
    const ok = await post('events', { events }, { authorization: `Bearer ${key}` });
    if (ok) counts.events += events.length;
    else counts.eventErrors++;
  };
  const send = async () => {
    try {
      const { communication } = await api<{ communication: { communicationId: number } }>(
        'Communication/SaveCommunicationDraft',
        {
          name: `Soak send ${counts.sends + counts.sendErrors + 1}`,
          channelId: 1,
          audience: { listIds: [listId] },
          content: {
            kind: 'email',
            subject: 'Soak {{ firstName | default: "there" }}',
            preheader: '',
            html: '<p>Dear {{firstName}}, <a href="https://example.test/offer">the offer</a></p>',
            text: '',
          },
        },
      );
      await api('Communication/LaunchCommunication', {
        communicationId: communication.communicationId,
      });
      counts.sends++;
    } catch (error) {
      counts.sendErrors++;
      console.error(`send failed: ${(error as Error).message}`);
    }
  };

  // Calls still in flight at the end are awaited before the server stops, so none fails on it.
  const inFlight = new Set<Promise<void>>();
  const track = (work: () => Promise<void>) => () => {
    const call = work().finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  timers.push(setInterval(track(read), 100));
  timers.push(setInterval(track(ingest), 1000));
  track(send)();
  timers.push(setInterval(track(send), 60_000));

  const samples: { minute: number; mb: number }[] = [];
  const started = Date.now();
  const sample = async () => {
    const minute = (Date.now() - started) / 60_000;
    const mb = rssMb();
    samples.push({ minute, mb });
    const delivered = await sink.count();
    console.log(
      `${minute.toFixed(1).padStart(5)} min  RSS ${mb.toFixed(1)} MB  reads ${counts.reads} (${counts.readErrors} failed)  events ${counts.events} (${counts.eventErrors} failed batches)  sends ${counts.sends} (${counts.sendErrors} failed), ${delivered} mails delivered`,
    );
  };
  await sample();
  for (let at = sampleSeconds; at <= minutes * 60; at += sampleSeconds) {
    await new Promise((resolve) => setTimeout(resolve, started + at * 1000 - Date.now()));
    await sample();
  }
  for (const timer of timers) clearInterval(timer);
  await Promise.allSettled(inFlight);

  const warm = samples.slice(Math.floor(samples.length / 2));
  console.log('');
  console.log(`RSS ${samples[0]!.mb.toFixed(1)} MB -> ${samples.at(-1)!.mb.toFixed(1)} MB`);
  console.log(`slope over the whole run: ${slope(samples).toFixed(2)} MB/min`);
  console.log(`slope over the second half (after warm-up): ${slope(warm).toFixed(2)} MB/min`);
} finally {
  for (const timer of timers) clearInterval(timer);
  await server.stop();
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
