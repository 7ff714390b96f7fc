import { describe, expect, it } from 'vitest';
import { CsvRecordCounter, dataRecords } from './csv-record-counter.ts';

const count = (...chunks: string[]) => {
  const counter = new CsvRecordCounter();
  for (const chunk of chunks) counter.push(new TextEncoder().encode(chunk));
  return counter.end();
};

describe('CSV record counter', () => {
  it('counts lines with or without a final newline, CRLF or LF, skipping blank lines', () => {
    expect(count('Email\r\na@x.test\r\nb@x.test\r\n')).toBe(3);
    expect(count('Email\na@x.test\n\n\nb@x.test')).toBe(3);
    expect(count('')).toBe(0);
  });

  it('keeps a quoted line break inside its record, across chunks', () => {
    expect(count('Name,Note\r\nAnn,"two\r\nlines"\r\n', 'Bob,"say ""hi""\n"\n')).toBe(3);
    expect(count('A,"x\n', 'y"\nB,z\n')).toBe(2);
  });

  it('leaves the header out of the contacts a file can hold', () => {
    expect(dataRecords(3, true)).toBe(2);
    expect(dataRecords(3, false)).toBe(3);
    expect(dataRecords(0, true)).toBe(0);
  });
});
