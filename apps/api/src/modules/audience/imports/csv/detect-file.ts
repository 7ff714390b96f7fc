import {
  IMPORT_DELIMITERS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MSG,
  IMPORT_SAMPLE_ROWS,
  type TImportDelimiter,
  type TImportEncoding,
  type TImportFile,
} from '@resonate/contracts/audience/imports';
import { normaliseEmail } from '@resonate/contracts/audience/contact-fields';
import { AppError } from '#/errors.ts';
import { CsvParser, CsvRecordTooLongError } from './csv-parser.ts';
import { decoderFor } from './decode.ts';

/** How much of the start of a file detection reads. */
export const SAMPLE_BYTES = 64 * 1024;
const SAMPLE_CELL_MAX = 200;
const DELIMITER_PROBE_RECORDS = 50;

/** File signatures of what people upload instead of a CSV. */
const SPREADSHEET_SIGNATURES = [
  Buffer.from('PK\x03\x04', 'latin1'), // xlsx, ods, zip
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // xls (OLE)
];
const OTHER_SIGNATURES = [
  Buffer.from('%PDF', 'latin1'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF8', 'latin1'),
  Buffer.from([0x1f, 0x8b]), // gzip
];
const PHONE_LIKE = /^\+?[\d\s().-]{7,}$/;

export type TSample = { head: Buffer; size: number; validUtf8: boolean };

function refuse(name: string, message: string): never {
  throw new AppError('BAD_REQUEST', `${name}: ${message}`, { errors: { files: message } });
}

/** Text has no NUL; UTF-16 without a BOM has one in most even or most odd bytes. */
function looksLikeUtf16(head: Buffer): boolean {
  const probe = head.subarray(0, 512);
  let even = 0;
  let odd = 0;
  probe.forEach((byte, index) => {
    if (byte !== 0) return;
    if (index % 2 === 0) even += 1;
    else odd += 1;
  });
  const half = probe.length / 2;
  return (odd > half * 0.6 && even < half * 0.1) || (even > half * 0.6 && odd < half * 0.1);
}

/** UTF-8 (with or without BOM) when every byte of the file was valid UTF-8, else Latin-1. */
function encodingOf(name: string, head: Buffer, validUtf8: boolean): TImportEncoding {
  if (head.length === 0) refuse(name, IMPORT_MSG.empty);
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    refuse(name, IMPORT_MSG.utf16);
  if (SPREADSHEET_SIGNATURES.some((sig) => head.subarray(0, sig.length).equals(sig)))
    refuse(name, IMPORT_MSG.spreadsheet);
  if (OTHER_SIGNATURES.some((sig) => head.subarray(0, sig.length).equals(sig)))
    refuse(name, IMPORT_MSG.notCsv);
  if (head.includes(0)) refuse(name, looksLikeUtf16(head) ? IMPORT_MSG.utf16 : IMPORT_MSG.notCsv);
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8-bom';
  return validUtf8 ? 'utf-8' : 'latin-1';
}

/** Records of the sample text; the last, possibly cut, line is left out unless it is all. */
function sampleRecords(text: string, delimiter: string, complete: boolean, limit: number) {
  const records: string[][] = [];
  const parser = new CsvParser(delimiter);
  const collect = (cells: string[]) => {
    if (records.length < limit && cells.some((cell) => cell.trim() !== '')) records.push(cells);
  };
  try {
    parser.push(text, collect);
    if (complete) parser.end(collect);
  } catch (error) {
    if (!(error instanceof CsvRecordTooLongError)) throw error;
  }
  return records;
}

/** The delimiter that splits the most sample records into the same number (> 1) of cells. */
export function detectDelimiter(text: string, complete: boolean): TImportDelimiter {
  let best: { delimiter: TImportDelimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of IMPORT_DELIMITERS) {
    const records = sampleRecords(text, delimiter, complete, DELIMITER_PROBE_RECORDS);
    const width = records[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = records.filter((record) => record.length === width).length;
    const score = consistent * 1000 + width;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Control characters other than tab, line breaks and form feed do not occur in text. */
function hasBinaryCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 9 || (code > 13 && code < 27)) return true;
  }
  return false;
}

/** A first row holding an email address or a phone number is data, not a header. */
function looksLikeData(cells: string[]): boolean {
  return cells.some((cell) => normaliseEmail(cell) !== undefined || PHONE_LIKE.test(cell.trim()));
}

/** Header names made unique and never empty: "Phone", "Phone (2)", "Column 3". */
export function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const base = raw.trim().slice(0, SAMPLE_CELL_MAX) || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * What an uploaded file is, from its first bytes (and whether all of it was valid UTF-8):
 * encoding, delimiter, whether the first row is a header, its columns and a few rows. Refuses
 * what is not a CSV file with a message that says what to do.
 */
export function detectFile(name: string, sample: TSample): TImportFile {
  const encoding = encodingOf(name, sample.head, sample.validUtf8);
  const complete = sample.size <= sample.head.length;
  const text = decoderFor(encoding).decode(sample.head);
  if (hasBinaryCharacters(text.slice(0, 4096))) refuse(name, IMPORT_MSG.notCsv);
  const delimiter = detectDelimiter(text, complete);
  const records = sampleRecords(text, delimiter, complete, IMPORT_SAMPLE_ROWS + 1);
  const first = records[0];
  if (!first) refuse(name, complete ? IMPORT_MSG.empty : IMPORT_MSG.recordTooLong);
  if (first.length > IMPORT_MAX_COLUMNS) refuse(name, IMPORT_MSG.tooManyColumns);
  const hasHeader = !looksLikeData(first);
  const columns = columnNames(hasHeader ? first : first.map(() => ''));
  const rows = (hasHeader ? records.slice(1) : records).slice(0, IMPORT_SAMPLE_ROWS);
  if (rows.length === 0 && complete) refuse(name, IMPORT_MSG.noRows);
  return {
    name,
    size: sample.size,
    encoding,
    delimiter,
    hasHeader,
    columns,
    sampleRows: rows.map((row) => row.map((cell) => cell.slice(0, SAMPLE_CELL_MAX))),
  };
}
