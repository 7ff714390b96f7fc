import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { ImportProgress } from './progress.ts';
import { ImportCancelledError, ImportRunError } from './run-error.ts';
import type { TStageMessage, TStageWorkerInput } from './stage-protocol.ts';
import { StagingCopy } from './staging.ts';

/** The reading worker's heap: rows stream through it, so it never needs more. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 32 };

export type TStaged = { usable: boolean; candidates: number[] };

function failureOf(message: Extract<TStageMessage, { type: 'failed' }>): Error {
  if (message.userFacing) return new ImportRunError(message.message);
  return Object.assign(new Error(message.message), { code: message.code });
}

/**
 * Stages every row: the reading worker (stage-worker.ts) reads and checks the files, and this
 * side writes each batch it hands over into COPY, updates the progress counters and, unless
 * the user cancelled, lets the worker read on. Returns the duplicate hint of the worker.
 */
export async function stageRows(
  client: pg.PoolClient,
  input: TStageWorkerInput,
  progress: ImportProgress,
): Promise<TStaged> {
  const copy = new StagingCopy(client);
  const worker = new Worker(new URL('./stage-worker.ts', import.meta.url), {
    workerData: input,
    resourceLimits: WORKER_LIMITS,
  });
  try {
    const staged = await new Promise<TStaged>((resolve, reject) => {
      const onBatch = async (message: Extract<TStageMessage, { type: 'batch' }>) => {
        await copy.write(new Uint8Array(message.copy));
        Object.assign(progress.counters, message.counters);
        if (progress.cancelled) throw new ImportCancelledError();
        worker.postMessage('next');
      };
      worker.on('message', (message: TStageMessage) => {
        if (message.type === 'batch') onBatch(message).catch(reject);
        else if (message.type === 'failed') reject(failureOf(message));
        else {
          Object.assign(progress.counters, message.counters);
          resolve({
            usable: message.usable,
            candidates: [...new Float64Array(message.candidates)],
          });
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the reading worker stopped (${code})`)));
    });
    await copy.finish();
    return staged;
  } catch (error) {
    copy.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    await worker.terminate();
  }
}
