import type { PgBoss } from 'pg-boss';
import { currentLogContext, runWithLogContext } from '#/log-context.ts';
import { jobDuration } from '#/metrics/registry.ts';

/** The key of job data that names the request (or job chain) a job came from. */
export const JOB_REQUEST_ID_KEY = 'requestId';

type TJobLike = { id: string; data?: unknown };

function requestIdOf(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[JOB_REQUEST_ID_KEY];
  return typeof value === 'string' ? value : undefined;
}

/** Job data with the current request id added (object or null data; null becomes an object). */
function withRequestId(data: unknown): unknown {
  const requestId = currentLogContext()?.requestId;
  if (!requestId || Array.isArray(data)) return data;
  if (data === null || data === undefined) return { [JOB_REQUEST_ID_KEY]: requestId };
  if (typeof data !== 'object' || requestIdOf(data)) return data;
  return { ...data, [JOB_REQUEST_ID_KEY]: requestId };
}

/**
 * Wraps one pg-boss instance, once, where it is started (jobs/queue.ts):
 * - send() adds the current request id to the job's data (job schemas are plain zod objects,
 *   which drop the extra key when they parse);
 * - each work() handler runs with the job's id, queue and originating request id as its log
 *   context (pino's mixin writes them on every line) and is timed into
 *   resonate_job_duration_seconds by outcome.
 */
export function instrumentQueue(boss: PgBoss): PgBoss {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = ((...args: unknown[]) => {
    if (typeof args[0] === 'object' && args[0] !== null) {
      const request = args[0] as { data?: unknown };
      return send({ ...request, data: withRequestId(request.data ?? null) });
    }
    return send(args[0], withRequestId(args[1] ?? null), ...args.slice(2));
  }) as PgBoss['send'];

  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.at(-1) as (jobs: TJobLike[], ...more: unknown[]) => Promise<unknown>;
    const wrapped = (jobs: TJobLike[], ...more: unknown[]) => {
      const requestIds = new Set(jobs.map((job) => requestIdOf(job.data)));
      const context = {
        jobId: jobs.map((job) => job.id).join(','),
        queue: name,
        // A batch from several requests names none rather than one of them.
        requestId: requestIds.size === 1 ? [...requestIds][0] : undefined,
      };
      return runWithLogContext(context, async () => {
        const stop = jobDuration.startTimer({ queue: name });
        try {
          const result = await handler(jobs, ...more);
          stop({ outcome: 'completed' });
          return result;
        } catch (error) {
          stop({ outcome: 'failed' });
          throw error;
        }
      });
    };
    return work(name, ...rest.slice(0, -1), wrapped);
  }) as PgBoss['work'];
  return boss;
}
