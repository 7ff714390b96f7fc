import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDuration } from '#/metrics/registry.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

const QUEUE = 'log-context-probe-v1';
const CHAINED = 'log-context-chained-v1';

type TLine = Record<string, unknown>;

describe('request and job ids in the logs', () => {
  let t: TTestApp;
  const lines: TLine[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      queue: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as TLine) },
      // A route that starts a job, as an import or a send does.
      register: (app) => {
        app.post('/test/start-job', async () => {
          await app.queue.createQueue(QUEUE);
          return { jobId: await app.queue.send(QUEUE, { step: 'first' }) };
        });
      },
    });
  });
  afterAll(() => t.close());

  const waitForLine = async (message: string) => {
    for (let i = 0; i < 200; i += 1) {
      const line = lines.find((entry) => entry.msg === message);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no log line "${message}"`);
  };

  it("carries the request's id into the job it starts, and the job's lines name both", async () => {
    await t.app.queue.createQueue(CHAINED);
    const seen: unknown[] = [];
    await t.app.queue.work<{ step: string }>(
      QUEUE,
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        seen.push(job!.data);
        t.app.log.info('probe job ran');
        // A job that sends another passes the request id on.
        await t.app.queue.send(CHAINED, { step: 'second' });
      },
    );
    await t.app.queue.work(CHAINED, { pollingIntervalSeconds: 0.5 }, async () => {
      t.app.log.info('chained job ran');
    });

    const res = await t.app.inject({ method: 'POST', url: '/test/start-job' });
    const requestId = res.headers['x-request-id'];
    const { jobId } = res.json() as { jobId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const first = await waitForLine('probe job ran');
    expect(first).toMatchObject({ requestId, jobId, queue: QUEUE });
    expect(seen).toEqual([{ step: 'first', requestId }]);
    const chained = await waitForLine('chained job ran');
    expect(chained).toMatchObject({ requestId, queue: CHAINED });
    expect(chained.jobId).not.toBe(jobId);

    const { values } = await jobDuration.get();
    const timed = values.find(
      (v) =>
        v.metricName?.endsWith('_count') &&
        v.labels.queue === QUEUE &&
        v.labels.outcome === 'completed',
    );
    expect(timed?.value).toBeGreaterThanOrEqual(1);

    // The request's own lines carry its id once (Fastify's child logger), never a job id.
    const requestLines = lines.filter((line) => line.requestId === requestId && !line.jobId);
    expect(requestLines.length).toBeGreaterThan(0);
  });

  it('leaves job data alone outside a request', async () => {
    const id = await t.app.queue.send(QUEUE, { step: 'scheduled' });
    const job = await t.app.queue.getJobById<{ step: string }>(QUEUE, id!);
    expect(job?.data).toEqual({ step: 'scheduled' });
  });
});
