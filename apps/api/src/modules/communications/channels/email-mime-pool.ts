import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TDkimKey } from '#/channels/smtp-adapter.ts';
import type {
  TMimeJob,
  TMimeMail,
  TMimeRequest,
  TMimeResult,
  TSmtpEnvelope,
} from './email-mime-protocol.ts';

/**
 * A few worker threads that build and DKIM-sign campaign email (email-mime-worker.ts), so the
 * engine's thread spends its time on claims, rendering and the SMTP connections while another
 * core signs (an RSA signature is about a third of a millisecond a message). One pool per
 * process (the API or the worker process), shared by the senders using it: each takes a lease,
 * and the last release ends the threads, so a finished run, a test or a closing process leaves
 * none behind. Jobs asked for in the same turn of the event loop go over as one message.
 */
const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

/** A built message: its bytes and its SMTP envelope. */
export type TBuiltEmail = { raw: Buffer; envelope: TSmtpEnvelope };
type TPending = { resolve: (built: TBuiltEmail) => void; reject: (error: Error) => void };
type TThread = { worker: Worker; pending: Map<number, TPending>; queued: TMimeJob[] };

let threads: TThread[] = [];
let leases = 0;
let nextJob = 0;
let nextKey = 0;
let turn = 0;
/** The keys of the open leases, also sent to threads started later. */
const registered = new Map<number, TMimeRequest>();

function failureOf(result: Extract<TMimeResult, { error: string }>): Error {
  return Object.assign(new Error(result.error), result.code ? { code: result.code } : {});
}

function spawn(): TThread {
  const worker = new Worker(new URL('./email-mime-worker.ts', import.meta.url));
  // The leases end the threads; unref only keeps a forgotten lease from holding a process open.
  worker.unref();
  const thread: TThread = { worker, pending: new Map(), queued: [] };
  worker.on('message', (results: TMimeResult[]) => {
    for (const result of results) {
      const waiting = thread.pending.get(result.jobId);
      thread.pending.delete(result.jobId);
      if (!waiting) continue;
      if ('raw' in result)
        waiting.resolve({ raw: Buffer.from(result.raw), envelope: result.envelope });
      else waiting.reject(failureOf(result));
    }
  });
  const fail = (error: Error) => {
    threads = threads.filter((t) => t !== thread);
    for (const waiting of thread.pending.values()) waiting.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the email worker stopped (${code})`)));
  for (const request of registered.values()) worker.postMessage(request);
  return thread;
}

function enqueue(job: TMimeJob): Promise<TBuiltEmail> {
  if (threads.length < SIZE) threads.push(spawn());
  const thread = threads[turn++ % threads.length]!;
  return new Promise<TBuiltEmail>((resolve, reject) => {
    thread.pending.set(job.jobId, { resolve, reject });
    thread.queued.push(job);
    if (thread.queued.length > 1) return;
    setImmediate(() => {
      const jobs = thread.queued;
      thread.queued = [];
      thread.worker.postMessage({ type: 'build', jobs } satisfies TMimeRequest);
    });
  });
}

/** Threads running now (tests: none once every lease is released). */
export const mimeThreadCount = () => threads.length;

export type TMimeLease = {
  /** The raw message, signed with `dkim` when given, as nodemailer would have sent it. */
  build(mail: TMimeMail, dkim?: TDkimKey): Promise<TBuiltEmail>;
  /** Ends the lease; the last one ends the threads. */
  release(): Promise<void>;
};

/** A lease on the pool; `headerFieldNames` are the header fields its DKIM signatures cover. */
export function leaseMimePool(headerFieldNames: string): TMimeLease {
  leases += 1;
  const keyIds = new Map<TDkimKey, number>();
  let released = false;

  const keyIdOf = (dkim: TDkimKey) => {
    let keyId = keyIds.get(dkim);
    if (keyId !== undefined) return keyId;
    keyId = nextKey++;
    keyIds.set(dkim, keyId);
    const request: TMimeRequest = { type: 'key', keyId, key: { ...dkim, headerFieldNames } };
    registered.set(keyId, request);
    for (const thread of threads) thread.worker.postMessage(request);
    return keyId;
  };

  return {
    build(mail, dkim) {
      if (released) return Promise.reject(new Error('the email pool lease was released'));
      const keyId = dkim ? keyIdOf(dkim) : undefined;
      return enqueue({ jobId: nextJob++, mail, ...(keyId === undefined ? {} : { keyId }) });
    },
    async release() {
      if (released) return;
      released = true;
      leases -= 1;
      for (const keyId of keyIds.values()) {
        registered.delete(keyId);
        for (const thread of threads) thread.worker.postMessage({ type: 'forget', keyId });
      }
      if (leases > 0) return;
      const ending = threads;
      threads = [];
      await Promise.all(ending.map((thread) => thread.worker.terminate()));
    },
  };
}
