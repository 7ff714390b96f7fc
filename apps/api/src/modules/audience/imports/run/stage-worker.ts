import { parentPort, workerData } from 'node:worker_threads';
import { ADHOC_LIST_MAX_AUDIENCE } from '@resonate/contracts/constants';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { DuplicateHint } from './duplicate-hint.ts';
import { readImportFiles } from './read-files.ts';
import { RejectedRowsWriter } from './rejected-writer.ts';
import { checkRow } from './row-plan.ts';
import { ImportRunError } from './run-error.ts';
import { copyLine, rowNoOf } from './staging.ts';
import type { TStageCounters, TStageMessage, TStageWorkerInput } from './stage-protocol.ts';

/**
 * The reading half of a run, in a worker thread with a small heap of its own: reads and
 * checks every row, writes the rejected ones to the report, and hands the rows that pass to
 * the run as COPY text, one batch per chunk of input, reading on while the run writes the
 * last batch but never further ahead (backpressure). The API's event loop never parses, and its heap never grows with
 * the file.
 */
const input = workerData as TStageWorkerInput;
const port = parentPort!;
const encoder = new TextEncoder();
/** Batches handed over and not yet written; reading goes on while one is being written. */
const WINDOW = 2;
let unwritten = 0;
let release: (() => void) | undefined;
port.on('message', () => {
  unwritten -= 1;
  release?.();
});

function post(message: TStageMessage, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

async function stage(): Promise<void> {
  const rejected = new RejectedRowsWriter(input.rejectedPath, input.files);
  const hint = new DuplicateHint();
  const counters: TStageCounters = { rowsRead: 0, rowsAccepted: 0, rowsRejected: 0, bytesRead: 0 };
  let batch = '';
  await readImportFiles(
    input.dir,
    input.files,
    (fileIndex, rowNumber, cells) => {
      counters.rowsRead += 1;
      const result = checkRow(cells, input.plans[fileIndex]!, input.dialCode);
      if (!result.ok) {
        rejected.add(fileIndex, rowNumber, result.reason, cells);
        counters.rowsRejected += 1;
        return;
      }
      const rowNo = rowNoOf(fileIndex, rowNumber);
      batch += copyLine(rowNo, result.values);
      hint.add(rowNo, result.values.email, result.values.mobile);
      counters.rowsAccepted += 1;
    },
    {
      afterChunk: async (bytes) => {
        counters.bytesRead += bytes;
        if (input.adhoc && counters.rowsAccepted > ADHOC_LIST_MAX_AUDIENCE)
          throw new ImportRunError(IMPORT_MSG.adhocTooManyContacts);
        await rejected.flush();
        const copy = encoder.encode(batch).buffer as ArrayBuffer;
        batch = '';
        post({ type: 'batch', copy, counters }, [copy]);
        unwritten += 1;
        while (unwritten >= WINDOW) await new Promise<void>((resolve) => (release = resolve));
      },
    },
  );
  await rejected.close();
  const candidates = Float64Array.from(hint.candidates).buffer;
  post({ type: 'done', counters, usable: hint.usable, candidates }, [candidates]);
}

stage().catch((error: unknown) => {
  const { message, code } = error as { message?: string; code?: string };
  post({
    type: 'failed',
    message: message ?? String(error),
    code,
    userFacing: error instanceof ImportRunError,
  });
});
