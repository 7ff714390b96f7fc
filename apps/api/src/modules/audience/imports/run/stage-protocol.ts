import type { TStoredFile } from '../import-repository.ts';
import type { TFilePlan } from './row-plan.ts';

/** What the reading worker is given (structured-cloned into it). */
export type TStageWorkerInput = {
  dir: string;
  files: readonly TStoredFile[];
  plans: readonly TFilePlan[];
  dialCode: string | undefined;
  adhoc: boolean;
  rejectedPath: string;
};

export type TStageCounters = {
  rowsRead: number;
  rowsAccepted: number;
  rowsRejected: number;
  bytesRead: number;
};

/** Worker to run: a batch of COPY text (transferred, not copied), the end, or a failure. */
export type TStageMessage =
  | { type: 'batch'; copy: ArrayBuffer; counters: TStageCounters }
  | { type: 'done'; counters: TStageCounters; usable: boolean; candidates: ArrayBuffer }
  | { type: 'failed'; message: string; code?: string; userFacing: boolean };
