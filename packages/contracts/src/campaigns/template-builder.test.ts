import { describe, expect, it } from 'vitest';
import { smsSegmentsOf } from './template-builder.ts';

describe('smsSegmentsOf', () => {
  it('counts GSM-7 text: 160 in one segment, 153 each when split', () => {
    expect(smsSegmentsOf('')).toMatchObject({ encoding: 'GSM-7', segments: 0, remaining: 160 });
    expect(smsSegmentsOf('a'.repeat(160))).toMatchObject({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
      perSegment: 160,
      remaining: 0,
    });
    expect(smsSegmentsOf('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(smsSegmentsOf('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsSegmentsOf('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts extension characters twice and keeps £, é and newlines in GSM-7', () => {
    expect(smsSegmentsOf('€{}')).toMatchObject({ encoding: 'GSM-7', characters: 3, units: 6 });
    expect(smsSegmentsOf('£5 café\nok')).toMatchObject({ encoding: 'GSM-7', units: 10 });
    expect(smsSegmentsOf('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSegmentsOf('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });

  it('switches to UCS-2 for anything else: 70, then 67 each', () => {
    expect(smsSegmentsOf('Hi 👋')).toMatchObject({
      encoding: 'UCS-2',
      characters: 4,
      units: 5,
      segments: 1,
      perSegment: 70,
    });
    expect(smsSegmentsOf('Ç'.repeat(70))).toMatchObject({ encoding: 'GSM-7' });
    expect(smsSegmentsOf('–'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegmentsOf('–'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(smsSegmentsOf('–'.repeat(135))).toMatchObject({ segments: 3, remaining: 66 });
  });
});
