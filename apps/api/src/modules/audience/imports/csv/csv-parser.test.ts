import { describe, expect, it } from 'vitest';
import { CsvParser, CsvRecordTooLongError } from './csv-parser.ts';

/** Parses `text` fed in chunks of `size` characters (every split point gets exercised). */
function parse(text: string, size = text.length, delimiter = ','): string[][] {
  const records: string[][] = [];
  const parser = new CsvParser(delimiter);
  for (let at = 0; at < text.length; at += size) {
    parser.push(text.slice(at, at + size), (cells) => records.push(cells));
  }
  parser.end((cells) => records.push(cells));
  return records;
}

const SAMPLE =
  'email,name,note\r\n' +
  'a@x.test,"Smith, Jo","said ""hi"""\r\n' +
  'b@x.test,"two\nlines",\r\n' +
  'c@x.test,plain,=SUM(A1)\n' +
  'd@x.test,"",last';

const EXPECTED = [
  ['email', 'name', 'note'],
  ['a@x.test', 'Smith, Jo', 'said "hi"'],
  ['b@x.test', 'two\nlines', ''],
  ['c@x.test', 'plain', '=SUM(A1)'],
  ['d@x.test', '', 'last'],
];

describe('CsvParser', () => {
  it('reads quotes, escaped quotes, quoted line breaks, CRLF and LF, a last line without break', () => {
    expect(parse(SAMPLE)).toEqual(EXPECTED);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    for (const size of [1, 2, 3, 5, 7, 16]) expect(parse(SAMPLE, size)).toEqual(EXPECTED);
  });

  it('keeps ragged rows as they are (the import rejects them) and empty lines as one cell', () => {
    expect(parse('a,b,c\n1,2\n1,2,3,4\n\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['1', '2', '3', '4'],
      [''],
    ]);
  });

  it('splits on semicolons and tabs', () => {
    expect(parse('a;"b;c"\n', 100, ';')).toEqual([['a', 'b;c']]);
    expect(parse('a\t"b\tc"\r\n', 100, '\t')).toEqual([['a', 'b\tc']]);
  });

  it('is lenient with stray quotes: kept as written', () => {
    expect(parse('a,b"c,"d"e\n')).toEqual([['a', 'b"c', 'de']]);
  });

  it('refuses a record that never ends (an unclosed quote)', () => {
    const parser = new CsvParser(',', 100);
    expect(() => parser.push(`a,"${'x'.repeat(200)}`, () => {})).toThrow(CsvRecordTooLongError);
  });

  it('parses a million rows in one pass, without a quadratic slowdown', () => {
    const line = 'user123456@example.com,+447700123456,First,Last,Town,gold,12,1990-01-01,yes\n';
    const text = line.repeat(10_000);
    const parser = new CsvParser(',');
    let rows = 0;
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) parser.push(text, () => (rows += 1));
    expect(rows).toBe(1_000_000);
    // About a second on a quiet machine (the import bench tracks the speed); the bound only
    // catches a quadratic parser, not the two test processes sharing two cores.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
