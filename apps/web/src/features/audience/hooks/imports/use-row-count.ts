import { useEffect, useState } from 'react';
import { CsvRecordCounter } from '@resonate/contracts/audience/csv-record-counter';

const CHUNK_BYTES = 1024 * 1024;

/** The records of a file, read a chunk at a time with the counter the upload uses. */
async function countRecords(file: File, cancelled: () => boolean): Promise<number> {
  const counter = new CsvRecordCounter();
  for (let start = 0; start < file.size && !cancelled(); start += CHUNK_BYTES) {
    const chunk = await file.slice(start, start + CHUNK_BYTES).arrayBuffer();
    counter.push(new Uint8Array(chunk));
  }
  return counter.end();
}

/**
 * The rows the chosen files hold in all, each file's first line taken as its header (the server
 * knows better and checks again), so an ad-hoc list over its audience limit is refused before
 * its bytes are sent. null while counting.
 */
export function useRowCount(files: readonly File[]): number | null {
  const [counted, setCounted] = useState<{ files: readonly File[]; rows: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void Promise.all(files.map((file) => countRecords(file, () => cancelled))).then((counts) => {
      if (cancelled) return;
      const rows = counts.reduce((sum, records) => sum + Math.max(0, records - 1), 0);
      setCounted({ files, rows });
    });
    return () => {
      cancelled = true;
    };
  }, [files]);
  return counted?.files === files ? counted.rows : null;
}
