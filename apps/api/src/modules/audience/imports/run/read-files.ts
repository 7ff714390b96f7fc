import { createReadStream } from 'node:fs';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { CsvParser, CsvRecordTooLongError } from '../csv/csv-parser.ts';
import { decoderFor } from '../csv/decode.ts';
import { uploadedFilePath } from '../import-paths.ts';
import type { TStoredFile } from '../import-repository.ts';
import { ImportRunError } from './run-error.ts';

/** One data record: its file, its row number as a spreadsheet shows it, its cells. */
export type TOnRow = (fileIndex: number, rowNumber: number, cells: string[]) => void;

export type TReadOptions = {
  /** Only these files (by index); all when absent. */
  only?: ReadonlySet<number>;
  /** After each chunk's rows: the consumer flushes, reports progress, may throw to stop. */
  afterChunk?: (bytes: number) => Promise<void>;
};

const CHUNK_BYTES = 1024 * 1024;

function isBlank(cells: string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/**
 * Streams the rows of an import's files in order, decoded by each file's detected encoding and
 * parsed with its delimiter; the header and blank lines are skipped. A chunk at a time is in
 * memory, and the next chunk is read only after `afterChunk` resolves (backpressure).
 */
export async function readImportFiles(
  dir: string,
  files: readonly TStoredFile[],
  onRow: TOnRow,
  options: TReadOptions = {},
): Promise<void> {
  for (const [fileIndex, file] of files.entries()) {
    if (options.only && !options.only.has(fileIndex)) continue;
    const decoder = decoderFor(file.encoding);
    const parser = new CsvParser(file.delimiter);
    let record = 0;
    const firstData = file.hasHeader ? 2 : 1;
    const onRecord = (cells: string[]) => {
      record += 1;
      if (record >= firstData && !isBlank(cells)) onRow(fileIndex, record, cells);
    };
    const stream = createReadStream(uploadedFilePath(dir, fileIndex), {
      highWaterMark: CHUNK_BYTES,
    });
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        parser.push(decoder.decode(chunk, { stream: true }), onRecord);
        await options.afterChunk?.(chunk.length);
      }
      parser.push(decoder.decode(), onRecord);
      parser.end(onRecord);
      await options.afterChunk?.(0);
    } catch (error) {
      if (error instanceof CsvRecordTooLongError)
        throw new ImportRunError(`${file.name}: ${IMPORT_MSG.recordTooLong}`);
      throw error;
    } finally {
      stream.destroy();
    }
  }
}
