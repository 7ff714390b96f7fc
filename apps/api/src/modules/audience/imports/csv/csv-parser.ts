import { IMPORT_MAX_RECORD_CHARS, IMPORT_MSG } from '@resonate/contracts/audience/imports';

export type TOnRecord = (cells: string[]) => void;

export class CsvRecordTooLongError extends Error {
  constructor() {
    super(IMPORT_MSG.recordTooLong);
    this.name = 'CsvRecordTooLongError';
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;
const INCOMPLETE = -1;

/**
 * A streaming CSV parser (RFC 4180 and what spreadsheets write): quoted cells with "" for a
 * quote and line breaks inside, CRLF or LF line ends, a chosen delimiter. It is fed decoded
 * text in chunks of any size and calls back once per record, so memory stays one chunk plus
 * one record. Lenient where files are sloppy: a quote inside an unquoted cell, or text right
 * after a closing quote, is kept as written.
 *
 * Speed matters (a million rows should take about a second): a line without a quote, which is
 * nearly every line of a contact list, is cut with indexOf and split(); only a line with a
 * quote goes through the character-by-character path.
 */
export class CsvParser {
  private readonly delimiter: string;
  private readonly delimiterCode: number;
  private readonly maxRecordChars: number;
  private rest = '';

  constructor(delimiter: string, maxRecordChars = IMPORT_MAX_RECORD_CHARS) {
    this.delimiter = delimiter;
    this.delimiterCode = delimiter.charCodeAt(0);
    this.maxRecordChars = maxRecordChars;
  }

  /** Feeds the next chunk; complete records go to onRecord, the unfinished tail waits. */
  push(chunk: string, onRecord: TOnRecord): void {
    const text = this.rest.length > 0 ? this.rest + chunk : chunk;
    const pos = this.parse(text, onRecord, false);
    this.rest = pos >= text.length ? '' : text.slice(pos);
    if (this.rest.length > this.maxRecordChars) throw new CsvRecordTooLongError();
  }

  /** The end of the input ends the last record too (a file need not end with a line break). */
  end(onRecord: TOnRecord): void {
    const text = this.rest;
    this.rest = '';
    if (text.length > 0) this.parse(text, onRecord, true);
  }

  private parse(text: string, onRecord: TOnRecord, final: boolean): number {
    const length = text.length;
    let pos = 0;
    let nextQuote = text.indexOf('"');
    if (nextQuote === -1) nextQuote = length;
    while (pos < length) {
      let lineEnd = text.indexOf('\n', pos);
      if (lineEnd === -1) {
        if (!final) return pos;
        lineEnd = length;
      }
      if (nextQuote < pos) {
        nextQuote = text.indexOf('"', pos);
        if (nextQuote === -1) nextQuote = length;
      }
      if (nextQuote > lineEnd) {
        const end = lineEnd > pos && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;
        onRecord(text.slice(pos, end).split(this.delimiter));
        pos = lineEnd + 1;
        continue;
      }
      const next = this.parseQuotedRecord(text, pos, onRecord, final);
      if (next === INCOMPLETE) return pos;
      pos = next;
    }
    return pos;
  }

  /** One record that holds a quote, from `start`; INCOMPLETE when it runs past the text. */
  private parseQuotedRecord(
    text: string,
    start: number,
    onRecord: TOnRecord,
    final: boolean,
  ): number {
    const length = text.length;
    const cells: string[] = [];
    let i = start;
    for (;;) {
      let cell = '';
      if (text.charCodeAt(i) === QUOTE) {
        let segment = i + 1;
        for (;;) {
          const quote = text.indexOf('"', segment);
          if (quote === -1 || (quote + 1 === length && !final)) return INCOMPLETE;
          if (text.charCodeAt(quote + 1) === QUOTE) {
            cell += text.slice(segment, quote + 1);
            segment = quote + 2;
            continue;
          }
          cell += text.slice(segment, quote);
          i = quote + 1;
          break;
        }
      }
      // An unquoted cell, or what follows a closing quote: up to the delimiter or line end.
      const from = i;
      while (i < length) {
        const code = text.charCodeAt(i);
        if (code === this.delimiterCode || code === LF) break;
        i += 1;
      }
      if (i === length && !final) return INCOMPLETE;
      let to = i;
      if (
        to > from &&
        text.charCodeAt(to - 1) === CR &&
        (i === length || text.charCodeAt(i) === LF)
      )
        to -= 1;
      cell += text.slice(from, to);
      cells.push(cell);
      if (i < length && text.charCodeAt(i) === this.delimiterCode) {
        i += 1;
        continue;
      }
      onRecord(cells);
      return i + 1;
    }
  }
}
