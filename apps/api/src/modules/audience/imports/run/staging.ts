import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import type { TRowValues } from './row-plan.ts';

/**
 * The staging table of one run: a TEMP table (no WAL, gone at commit or rollback) that COPY
 * fills with the rows that passed, for the set-based merge. row_no orders rows across files
 * (file index in the high bits), so "the last row wins" is max(row_no).
 */
export const STAGING_TABLE_SQL = `
  create temp table import_rows (
    row_no bigint not null,
    email text,
    mobile text,
    first_name text,
    last_name text,
    attributes jsonb not null
  ) on commit drop`;

const FILE_FACTOR = 2 ** 32;

export function rowNoOf(fileIndex: number, rowNumber: number): number {
  return fileIndex * FILE_FACTOR + rowNumber;
}

export function rowPosition(rowNo: number): { fileIndex: number; rowNumber: number } {
  return { fileIndex: Math.floor(rowNo / FILE_FACTOR), rowNumber: rowNo % FILE_FACTOR };
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** A value in COPY's text format: \N for null, backslash escapes for the four specials. */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return COPY_SPECIAL.test(value)
    ? value.replace(COPY_SPECIAL_ALL, (c) => COPY_ESCAPES[c]!)
    : value;
}

/** One staging row in COPY's text format. */
export function copyLine(rowNo: number, values: TRowValues): string {
  return `${rowNo}\t${copyText(values.email)}\t${copyText(values.mobile)}\t${copyText(
    values.firstName,
  )}\t${copyText(values.lastName)}\t${copyText(values.attributes)}\n`;
}

/**
 * COPY import_rows FROM STDIN, fed a batch of lines per chunk of input; the next batch waits
 * while PostgreSQL is behind (backpressure).
 */
export class StagingCopy {
  private readonly stream: CopyStreamQuery;
  private failure: Error | undefined;

  constructor(client: pg.PoolClient) {
    this.stream = client.query(copyFrom('copy import_rows from stdin'));
    this.stream.on('error', (error: Error) => {
      this.failure ??= error;
    });
  }

  async write(batch: Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    if (batch.byteLength === 0) return;
    // once() rejects if the stream errors while we wait.
    if (!this.stream.write(batch)) await once(this.stream, 'drain');
  }

  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await finished(this.stream);
  }

  /** Stops the COPY (cancel or failure): PostgreSQL aborts it, and the transaction with it. */
  abort(error: Error): void {
    if (!this.stream.destroyed) this.stream.destroy(error);
  }
}

/** The row numbers the duplicate hint flagged, COPYed into their own small temp table. */
export async function stageDuplicateCandidates(
  client: pg.PoolClient,
  rowNos: readonly number[],
): Promise<void> {
  await client.query('create temp table import_dup_rows (row_no bigint not null) on commit drop');
  const stream = client.query(copyFrom('copy import_dup_rows from stdin'));
  const BATCH = 100_000;
  for (let at = 0; at < rowNos.length; at += BATCH) {
    const text = `${rowNos.slice(at, at + BATCH).join('\n')}\n`;
    if (!stream.write(text)) await once(stream, 'drain');
  }
  stream.end();
  await finished(stream);
}
