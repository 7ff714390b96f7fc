import { signInOverApi } from '../../e2e/support/api-sign-in.ts';
import { startServer } from '../../e2e/support/server.ts';
import type { BenchContext, BenchRow } from '../suites.ts';
import { autocannon, type TCannonRequest, type TCannonResult } from './autocannon-load.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const CONNECTIONS = 100;

const dayOffset = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const describe = (result: TCannonResult) =>
  `${result.perSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(0)} ms, ${result.errors} errors`;

/**
 * Issue 24's scale row: authenticated reads with 100 connections (autocannon, in its own
 * process), against one API process and then two on the same database behind a round-robin
 * proxy. Both runs go through the proxy (one upstream, then two), so the figures differ by the
 * second process only. The second process is API only (RUN_WORKER=false) and shares the first's
 * embedded PostgreSQL, as a scaled-out installation shares its database. Each run follows a
 * 2-second warm-up of the same read; BENCH_SCALE_SECONDS sets its length (default 10).
 */
export async function scaleBenchmark(baseURL: string, context: BenchContext): Promise<BenchRow[]> {
  const seconds = Number(process.env.BENCH_SCALE_SECONDS) || 10;
  const session = await signInOverApi(baseURL, 'admin@acme.test');
  const headers = { accesstoken: session.accessToken };
  const reads: { name: string; request: (base: string) => TCannonRequest }[] = [
    {
      name: 'dashboard widget (Dashboard/GetChannelPerformance, 30 days)',
      request: (base) => ({
        url: `${base}/api/Dashboard/GetChannelPerformance`,
        method: 'POST',
        headers,
        body: { fromDate: dayOffset(29), toDate: dayOffset(0) },
      }),
    },
    {
      name: 'AlertAndNotifications/GetUnreadCount',
      request: (base) => ({
        url: `${base}/api/AlertAndNotifications/GetUnreadCount`,
        method: 'POST',
        headers,
        body: { clientId: session.clientId, userId: session.userId, departmentId: 0 },
      }),
    },
  ];
  const measure = async (upstreams: string[]) => {
    const proxy = await startRoundRobinProxy(upstreams);
    try {
      const results: TCannonResult[] = [];
      for (const read of reads) {
        // Warm-up, not counted: a fresh process compiles its code paths and fills its caches
        // (sessions, plans) on its first requests, which would weigh on whichever runs first.
        await autocannon(read.request(proxy.url), { connections: CONNECTIONS, seconds: 2 });
        results.push(
          await autocannon(read.request(proxy.url), { connections: CONNECTIONS, seconds }),
        );
      }
      return results;
    } finally {
      await proxy.close();
    }
  };

  const one = await measure([baseURL]);
  const second = await startServer({
    DATA_DIR: context.dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RUN_WORKER: 'false',
  });
  let two: TCannonResult[];
  try {
    two = await measure([baseURL, second.baseURL]);
  } finally {
    await second.stop();
  }
  return reads.map((read, index) => {
    const base = one[index]!;
    const scaled = two[index]!;
    return {
      name: `${read.name}, ${CONNECTIONS} connections, 2 API processes behind a round-robin proxy`,
      figure: describe(scaled),
      baseline: `1 process: ${describe(base)}`,
      ratio: `${((scaled.perSecond / base.perSecond) * 100).toFixed(0)}% of 1 process's throughput`,
      // No throughput target on a 2-core machine that also runs the database: shown, not judged.
      target: 'no errors',
      met: base.errors === 0 && scaled.errors === 0,
    };
  });
}
