import { randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { buildEmail } from './email-mime-build.ts';
import type { TMimeJob, TMimeKey, TMimeRequest, TMimeResult } from './email-mime-protocol.ts';

/**
 * Builds and DKIM-signs campaign email off the engine's thread (a worker of email-mime-pool.ts)
 * with email-mime-build.ts: the bytes nodemailer would have sent, so the engine's thread only
 * hands them to the SMTP connection. Multipart boundaries take one random prefix per worker and
 * a counter instead of random bytes per message: unique all the same, and cheaper.
 */
const port = parentPort!;
const keys = new Map<number, TMimeKey>();
const boundaryPrefix = randomBytes(6).toString('hex');
let built = 0;
let results: TMimeResult[] = [];

port.on('message', (request: TMimeRequest) => {
  if (request.type === 'key') keys.set(request.keyId, request.key);
  else if (request.type === 'forget') keys.delete(request.keyId);
  else for (const job of request.jobs) reply(build(job));
});

/** Results finished in the same turn go back as one message. */
function reply(result: TMimeResult) {
  results.push(result);
  if (results.length > 1) return;
  setImmediate(() => {
    const batch = results;
    results = [];
    port.postMessage(
      batch,
      batch.flatMap((r) => ('raw' in r ? [r.raw] : [])),
    );
  });
}

function build(job: TMimeJob): TMimeResult {
  try {
    const key = job.keyId === undefined ? undefined : keys.get(job.keyId);
    if (job.keyId !== undefined && !key) throw new Error('unknown DKIM key');
    built += 1;
    const { raw, envelope } = buildEmail(job.mail, `${boundaryPrefix}${built.toString(36)}`, key);
    // A copy of its own (the Buffer may share a pooled one), moved to the engine's thread.
    return { jobId: job.jobId, raw: new Uint8Array(raw).buffer, envelope };
  } catch (error) {
    const failure = error as Error & { code?: string };
    const result = { jobId: job.jobId, error: String(failure.message ?? error) };
    return failure.code ? { ...result, code: failure.code } : result;
  }
}
