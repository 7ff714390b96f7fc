import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bucketOf, variantOfBucket } from './experiment-split.ts';

/** The split without a database: a pure function of contact and communication. */

const ids = Array.from({ length: 10_000 }, () => randomUUID());

describe('the A/B split', () => {
  it('gives a contact the same variant on every call (a resend or a restart moves no one)', () => {
    for (const id of ids.slice(0, 500)) {
      const first = variantOfBucket(bucketOf(42, id), 20, 3);
      expect(variantOfBucket(bucketOf(42, id), 20, 3)).toBe(first);
    }
    // A fixed input has a fixed answer, whatever process computes it.
    expect(bucketOf(42, '00000000-0000-0000-0000-000000000001')).toBe(
      bucketOf(42, '00000000-0000-0000-0000-000000000001'),
    );
  });

  it('puts the test share in the test and splits it evenly among the variants', () => {
    const counts = [0, 0, 0, 0];
    let rest = 0;
    for (const id of ids) {
      const variant = variantOfBucket(bucketOf(7, id), 40, 4);
      if (variant === null) rest += 1;
      else counts[variant]! += 1;
    }
    // 40 % of 10,000 in the test, 1,000 per variant; tolerance about 4 standard deviations.
    expect(Math.abs(rest - 6_000)).toBeLessThan(200);
    for (const n of counts) expect(Math.abs(n - 1_000)).toBeLessThan(130);
  });

  it('splits each communication independently', () => {
    const same = ids
      .slice(0, 2_000)
      .filter(
        (id) =>
          variantOfBucket(bucketOf(1, id), 100, 2) === variantOfBucket(bucketOf(2, id), 100, 2),
      );
    // Independent splits agree about half the time (a shared split would agree always).
    expect(same.length / 2_000).toBeGreaterThan(0.4);
    expect(same.length / 2_000).toBeLessThan(0.6);
  });

  it('keeps a contact in the same variant whatever the share, while they stay in the test', () => {
    for (const id of ids.slice(0, 1_000)) {
      const bucket = bucketOf(9, id);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(10_000);
      expect(variantOfBucket(bucket, 100, 1)).toBe(0);
    }
  });
});
