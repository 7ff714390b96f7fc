import { randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { TMimeJob, TMimeKey, TMimeRequest, TMimeResult } from './email-mime-protocol.ts';

/**
 * Builds and DKIM-signs campaign email off the engine's thread (a worker of email-mime-pool.ts):
 * the same nodemailer composer and signer as a pooled SMTP send, through its stream transport,
 * so the bytes are the ones nodemailer would have sent, and the engine's thread only hands them
 * to the SMTP connection. Multipart boundaries take one random prefix per worker and a counter
 * instead of random bytes per message: unique all the same, and cheaper.
 */
const port = parentPort!;
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
const keys = new Map<number, TMimeKey>();
const boundaryPrefix = randomBytes(6).toString('hex');
let built = 0;
let results: TMimeResult[] = [];

port.on('message', (request: TMimeRequest) => {
  if (request.type === 'key') keys.set(request.keyId, request.key);
  else if (request.type === 'forget') keys.delete(request.keyId);
  else for (const job of request.jobs) void build(job).then(reply);
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

async function build(job: TMimeJob): Promise<TMimeResult> {
  try {
    const dkim = job.keyId === undefined ? undefined : keys.get(job.keyId);
    if (job.keyId !== undefined && !dkim) throw new Error('unknown DKIM key');
    built += 1;
    const info = await transport.sendMail({
      ...job.mail,
      baseBoundary: `${boundaryPrefix}${built.toString(36)}`,
      ...(dkim ? { dkim: { ...dkim, privateKey: dkim.privateKey as unknown as string } } : {}),
    });
    // A copy of its own (the Buffer may share a pooled one), moved to the engine's thread.
    return { jobId: job.jobId, raw: new Uint8Array(info.message as Buffer).buffer };
  } catch (error) {
    const failure = error as Error & { code?: string };
    const result = { jobId: job.jobId, error: String(failure.message ?? error) };
    return failure.code ? { ...result, code: failure.code } : result;
  }
}
