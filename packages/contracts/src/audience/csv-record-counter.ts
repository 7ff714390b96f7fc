/**
 * Counts the records of a CSV file as its bytes pass by, without parsing or holding it: a line
 * break ends a record unless it sits inside quotes (RFC 4180: an escaped quote `""` toggles
 * twice), and blank lines are no records. Both apps use it: the web app to refuse an ad-hoc
 * list's files before they are sent, the upload to refuse them with a 4xx before the import is
 * recorded. Works on UTF-8 and Latin-1 alike, since quote, CR and LF are single ASCII bytes.
 */
export class CsvRecordCounter {
  private records = 0;
  private inQuotes = false;
  private lineHasContent = false;

  push(bytes: Uint8Array): void {
    for (const byte of bytes) {
      if (byte === 0x22) {
        this.inQuotes = !this.inQuotes;
        this.lineHasContent = true;
      } else if (byte === 0x0a && !this.inQuotes) {
        if (this.lineHasContent) this.records += 1;
        this.lineHasContent = false;
      } else if (byte !== 0x0d) {
        this.lineHasContent = true;
      }
    }
  }

  /** The records counted, the last one included when the file does not end with a newline. */
  end(): number {
    return this.records + (this.lineHasContent ? 1 : 0);
  }
}

/** The contacts a file can hold: its records, less the header line when it has one. */
export function dataRecords(records: number, hasHeader: boolean): number {
  return Math.max(0, records - (hasHeader ? 1 : 0));
}
