import { describe, expect, it } from 'vitest';
import { FILE_SIZE_UNITS, formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_575, '1 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [1.75 * 1024 ** 3, '1.75 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [2048 * 1024 ** 8, '2048 YB'],
  ])('%s -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
  it('takes the number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 3)).toBe('1.177 MB');
  });
  it('treats negative and non-numeric sizes as 0', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
  it('lists units from Bytes to YB', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
  });
});
