import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { csvRow } from '@resonate/contracts/format/csv';
import type { TStoredFile } from '../import-repository.ts';

/**
 * The rejected rows of a run as a CSV beside the upload: File, Row, Reason, then the row's
 * cells under its own headers (the union of the files' columns; extra cells of a ragged row
 * follow). Cells go through csvRow, so a formula in an uploaded cell is shown, not run, when
 * the report is opened in a spreadsheet. Written as rows arrive, never held in memory.
 */
export class RejectedRowsWriter {
  private readonly file: string;
  private readonly files: readonly TStoredFile[];
  private readonly header: string[];
  private readonly positions: number[][];
  private stream: WriteStream | undefined;
  private pending = '';
  count = 0;

  private readonly append: boolean;

  /** `append`: add to a report that already has its header (the merge's conflicting rows). */
  constructor(file: string, files: readonly TStoredFile[], options: { append?: boolean } = {}) {
    this.file = file;
    this.append = options.append ?? false;
    this.files = files;
    const union: string[] = [];
    this.positions = files.map((f) =>
      f.columns.map((name) => {
        const at = union.indexOf(name);
        if (at !== -1) return at;
        union.push(name);
        return union.length - 1;
      }),
    );
    this.header = union;
  }

  add(fileIndex: number, rowNumber: number, reason: string, cells: readonly string[]): void {
    if (!this.stream) {
      this.stream = createWriteStream(this.file, { flags: this.append ? 'a' : 'w', mode: 0o600 });
      if (!this.append) this.pending = `\uFEFF${csvRow(['File', 'Row', 'Reason', ...this.header])}`;
    }
    const placed: string[] = new Array<string>(this.header.length).fill('');
    const positions = this.positions[fileIndex] ?? [];
    const extra: string[] = [];
    cells.forEach((cell, index) => {
      const at = positions[index];
      if (at === undefined) extra.push(cell);
      else placed[at] = cell;
    });
    this.pending += csvRow([
      this.files[fileIndex]?.name ?? '',
      rowNumber,
      reason,
      ...placed,
      ...extra,
    ]);
    this.count += 1;
  }

  /** Writes what is pending (the run calls it after each chunk); resolves when it can take more. */
  async flush(): Promise<void> {
    if (!this.stream || this.pending === '') return;
    const text = this.pending;
    this.pending = '';
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    if (!this.stream) return;
    const stream = this.stream;
    this.stream = undefined;
    await new Promise<void>((resolve, reject) =>
      stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}

/** A fresh report for a run: a retried run must not append to the last run's. */
export async function resetRejectedRows(file: string): Promise<void> {
  await rm(file, { force: true });
}
