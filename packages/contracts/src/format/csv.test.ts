import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\t=1'])('neutralises the formula %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });
  it('keeps numbers, including negative ones, as numbers', () => {
    expect(csvCell(-5)).toBe('-5');
  });
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
  it('writes empty cells for null and undefined', () => {
    expect(csvRow([null, undefined, 'x'])).toBe(',,x\r\n');
  });
});
