import { describe, expect, it } from 'vitest';
import { DuplicateHint } from './duplicate-hint.ts';

describe('DuplicateHint', () => {
  it('flags each row whose email or mobile appeared in an earlier row', () => {
    const hint = new DuplicateHint();
    hint.add(1, 'a@x.test', '+447700900001');
    hint.add(2, 'b@x.test', null);
    hint.add(3, 'a@x.test', null);
    hint.add(4, null, '+447700900001');
    hint.add(5, 'c@x.test', '+447700900002');
    expect(hint.candidates).toEqual([3, 4]);
    expect(hint.usable).toBe(true);
  });

  it('tracks a hundred thousand identifiers with few false flags (the merge settles them)', () => {
    const hint = new DuplicateHint();
    for (let i = 0; i < 100_000; i += 1) hint.add(i, `user${i}@example.com`, `+4479${i}`);
    // 32-bit fingerprints: a rare collision adds a candidate, never loses a duplicate.
    expect(hint.candidates.length).toBeLessThan(5);
    hint.add(100_000, 'user99999@example.com', null);
    expect(hint.candidates).toContain(100_000);
  });
});
