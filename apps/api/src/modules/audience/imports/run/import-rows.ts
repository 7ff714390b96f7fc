import type pg from 'pg';
import {
  attributeKeyOf,
  IMPORT_MSG,
  type TImportDestination,
  type TImportMapping,
} from '@resonate/contracts/audience/imports';
import { markImportedPending } from '../../opt-in/mark-pending.ts';
import { rejectedRowsPath } from '../import-paths.ts';
import type { TAttributeRow, TImportRow, TStoredFile } from '../import-repository.ts';
import { lockClientMerge } from './claim.ts';
import { mergeContacts, type TDedupe } from './merge-contacts.ts';
import { addMemberCount, prepareList } from './prepare-list.ts';
import type { ImportProgress } from './progress.ts';
import { readImportFiles } from './read-files.ts';
import { RejectedRowsWriter } from './rejected-writer.ts';
import { planFile } from './row-plan.ts';
import { ImportCancelledError } from './run-error.ts';
import { stageRows, type TStaged } from './stage-rows.ts';
import { rowNoOf, rowPosition, stageDuplicateCandidates, STAGING_TABLE_SQL } from './staging.ts';

export type TImportOutcome = {
  rowsRead: number;
  rowsAccepted: number;
  rowsRejected: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsSkipped: number;
  listId: number | null;
  /** New contacts waiting for their double opt-in confirmation mail. */
  pendingOptIns: number;
  /** Milliseconds of each phase, for the run's log line. */
  timings: Record<string, number>;
};

/**
 * Rows whose email and mobile belong to two different contacts are only found by the merge;
 * they join the report by a second read of just those rows (rare, so the common case never
 * keeps every row's cells).
 */
async function reportConflicts(
  dir: string,
  files: readonly TStoredFile[],
  conflicts: readonly number[],
  append: boolean,
): Promise<void> {
  if (conflicts.length === 0) return;
  const rejected = new RejectedRowsWriter(rejectedRowsPath(dir), files, { append });
  const wanted = new Set(conflicts);
  const only = new Set(conflicts.map((rowNo) => rowPosition(rowNo).fileIndex));
  await readImportFiles(
    dir,
    files,
    (fileIndex, rowNumber, cells) => {
      if (wanted.has(rowNoOf(fileIndex, rowNumber)))
        rejected.add(fileIndex, rowNumber, IMPORT_MSG.conflict, cells);
    },
    { only, afterChunk: () => rejected.flush() },
  );
  await rejected.close();
}

/** What the merge needs to settle duplicates: nothing, the flagged rows, or the whole file. */
async function stageHint(client: pg.PoolClient, hint: TStaged): Promise<TDedupe> {
  if (!hint.usable) return { kind: 'wholeFile' };
  if (hint.candidates.length === 0) return { kind: 'none' };
  await stageDuplicateCandidates(client, hint.candidates);
  return { kind: 'candidates' };
}

/**
 * The work of one run inside its transaction on `client` (the caller begins and commits):
 * stage every row with COPY, take the client's merge lock, create or lock the destination
 * list, merge, and write the outcome into the import row, so the outcome commits with the
 * contacts or not at all.
 */
export async function importRows(
  client: pg.PoolClient,
  input: { row: TImportRow; dir: string; attributes: readonly TAttributeRow[] },
  progress: ImportProgress,
): Promise<TImportOutcome> {
  const { row, dir } = input;
  const files = row.files as TStoredFile[];
  const mapping = row.mapping as TImportMapping;
  const destination = row.destination as TImportDestination;
  const plans = files.map((file) => planFile(file.columns, mapping, input.attributes));
  const checkCancel = () => {
    if (progress.cancelled) throw new ImportCancelledError();
  };

  const started = performance.now();
  await client.query(STAGING_TABLE_SQL);
  const hint = await stageRows(
    client,
    {
      dir,
      files,
      plans,
      dialCode: row.default_dial_code ?? undefined,
      adhoc: destination.kind === 'adhocList',
      rejectedPath: rejectedRowsPath(dir),
    },
    progress,
  );
  checkCancel();
  const dedupe = await stageHint(client, hint);
  const staged = performance.now();
  await lockClientMerge(client, row.client_id);
  const listId = await prepareList(client, destination, {
    clientId: row.client_id,
    userId: row.created_by,
    listId: row.list_id,
  });
  const values = Object.values(mapping);
  const merged = await mergeContacts(client, {
    clientId: row.client_id,
    mode: row.mode,
    firstName: values.includes('firstName'),
    lastName: values.includes('lastName'),
    attributeKeys: values.map(attributeKeyOf).filter((key) => key !== undefined),
    listId,
    dedupe,
  });
  checkCancel();
  const pendingOptIns = await markImportedPending(client, row.client_id);
  if (listId !== null) await addMemberCount(client, row.client_id, listId, merged.membersAdded);
  await reportConflicts(dir, files, merged.conflicts, progress.counters.rowsRejected > 0);
  // From here the run finishes: its final write must not wait behind a progress write.
  await progress.stop();
  const counters = progress.counters;
  const rowsAccepted = counters.rowsAccepted - merged.conflicts.length;
  const outcome: TImportOutcome = {
    rowsRead: counters.rowsRead,
    rowsAccepted,
    rowsRejected: counters.rowsRejected + merged.conflicts.length,
    rowsInserted: merged.inserted,
    rowsUpdated: merged.updated,
    rowsSkipped: rowsAccepted - merged.inserted - merged.updated,
    listId,
    pendingOptIns,
    timings: {
      stage: Math.round(staged - started),
      ...merged.timings,
      merge: Math.round(performance.now() - staged),
    },
  };
  await client.query(
    `update contact_imports set status = 'completed', rows_read = $3, rows_accepted = $4,
       rows_rejected = $5, rows_inserted = $6, rows_updated = $7, rows_skipped = $8,
       bytes_read = bytes_total, list_id = $9, finished_at = clock_timestamp(),
       updated_at = clock_timestamp()
     where client_id = $1 and id = $2`,
    [
      row.client_id,
      row.id,
      outcome.rowsRead,
      outcome.rowsAccepted,
      outcome.rowsRejected,
      outcome.rowsInserted,
      outcome.rowsUpdated,
      outcome.rowsSkipped,
      listId,
    ],
  );
  return outcome;
}
