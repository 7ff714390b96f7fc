import type {
  TImportDestinationKind,
  TImportPreview,
  TImportSummary,
} from '@resonate/contracts/audience/imports';
import type { TAttributeRow, TImportRowWithUser, TStoredFile } from './import-repository.ts';
import { importTargets, suggestColumns } from './upload/suggest-mapping.ts';

type TStoredDestination = { kind?: TImportDestinationKind; name?: string; listId?: number };

function phaseOf(row: TImportRowWithUser): TImportSummary['phase'] {
  if (row.status === 'uploading' || row.status === 'queued') return 'waiting';
  if (row.status !== 'running') return 'done';
  return row.bytes_read < row.bytes_total ? 'reading' : 'merging';
}

/**
 * Rate over the whole run so far; time left only while reading, from the share of bytes read
 * (the merge that follows has no progress of its own to extrapolate).
 */
function pace(row: TImportRowWithUser, now: number) {
  if (!row.started_at) return { rowsPerSecond: null, secondsLeft: null };
  const end = row.status === 'running' ? now : (row.finished_at?.getTime() ?? now);
  const seconds = Math.max(0.001, (end - row.started_at.getTime()) / 1000);
  const rowsPerSecond = Math.round(row.rows_read / seconds);
  const reading =
    row.status === 'running' && row.bytes_read > 0 && row.bytes_read < row.bytes_total;
  const secondsLeft = reading
    ? Math.ceil((seconds * (row.bytes_total - row.bytes_read)) / row.bytes_read)
    : null;
  return { rowsPerSecond, secondsLeft };
}

export function toImportSummary(row: TImportRowWithUser, now = Date.now()): TImportSummary {
  const destination = row.destination as TStoredDestination;
  const files = row.files as TStoredFile[];
  return {
    importId: row.id,
    status: row.status,
    phase: phaseOf(row),
    mode: row.mode,
    fileNames: files.map((file) => file.name),
    destination: {
      kind: destination.kind ?? 'none',
      listId: row.list_id,
      name: row.list_name ?? destination.name ?? null,
    },
    rowsRead: row.rows_read,
    rowsAccepted: row.rows_accepted,
    rowsRejected: row.rows_rejected,
    rowsInserted: row.rows_inserted,
    rowsUpdated: row.rows_updated,
    rowsSkipped: row.rows_skipped,
    bytesRead: row.bytes_read,
    bytesTotal: row.bytes_total,
    ...pace(row, now),
    error: row.error,
    hasRejectedRows: row.rows_rejected > 0,
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** What the mapping step shows: the files as detected, their columns and the targets. */
export function toImportPreview(
  importId: number,
  files: TStoredFile[],
  attributes: readonly TAttributeRow[],
): TImportPreview {
  return {
    importId,
    files,
    columns: suggestColumns(files, attributes),
    targets: importTargets(attributes),
  };
}
