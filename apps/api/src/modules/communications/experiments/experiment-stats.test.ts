import { describe, expect, it } from 'vitest';
import { decideWinner, normalCdf, probabilityToBeat } from './experiment-stats.ts';

/** Winner selection on synthetic outcomes whose answers are known. */

const counts = (sent: number, total: number) => ({ sent, total, sumSquares: 0 });

describe('the winner of an A/B test', () => {
  it('matches the normal distribution at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.6449)).toBeCloseTo(0.95, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
  });

  it('picks a clear winner with its confidence (two-proportion z-test)', () => {
    // 20 % against 10 % on 1,000 each: z = 6.26, far past 95 %.
    const decision = decideWinner([counts(1_000, 100), counts(1_000, 200)], 'clicks', 0);
    expect(decision).toMatchObject({ winner: 1, confident: true });
    expect(decision.confidence).toBeGreaterThan(0.999);
    expect(decision.reason).toBe('Variant B won with 100 % confidence');
  });

  it('computes the textbook z for two proportions', () => {
    // p1 = 0.12, p2 = 0.10, n = 2,000 each: pooled 0.11, se 0.009894, z 2.0214.
    const p = probabilityToBeat(counts(2_000, 240), counts(2_000, 200), 'opens')!;
    expect(p).toBeCloseTo(normalCdf(2.0214), 3);
  });

  it('falls back to the default on a tie, saying why', () => {
    const decision = decideWinner([counts(500, 50), counts(500, 50), counts(500, 50)], 'opens', 2);
    expect(decision).toMatchObject({ winner: 2, confident: false });
    expect(decision.confidence).toBeCloseTo(0.5, 6);
    expect(decision.reason).toMatch(/No variant won with 95 % confidence .*default variant/);
  });

  it('falls back to the default when the lead is not significant', () => {
    // 10.5 % against 10 % on 1,000 each: about 64 %.
    const decision = decideWinner([counts(1_000, 105), counts(1_000, 100)], 'opens', 1);
    expect(decision.winner).toBe(1);
    expect(decision.confidence).toBeGreaterThan(0.6);
    expect(decision.confidence).toBeLessThan(0.7);
  });

  it('falls back to the default when there is no data at all', () => {
    const decision = decideWinner([counts(0, 0), counts(0, 0)], 'conversions', 0);
    expect(decision).toMatchObject({ winner: 0, confident: false, confidence: null });
    expect(decision.reason).toMatch(/No variant had any result/);
  });

  it('compares revenue per message with Welch’s z', () => {
    // A: 100 buyers of 10 in 1,000 (mean 1, sd ~3); B: 10 buyers of 10 (mean 0.1).
    const a = { sent: 1_000, total: 1_000, sumSquares: 100 * 100 };
    const b = { sent: 1_000, total: 100, sumSquares: 10 * 100 };
    const decision = decideWinner([b, a], 'revenue', 0);
    expect(decision).toMatchObject({ winner: 1, confident: true });
    // Equal revenue is no winner.
    expect(decideWinner([a, a], 'revenue', 1)).toMatchObject({ winner: 1, confident: false });
  });

  it('gives every variant its chance against the leader', () => {
    const decision = decideWinner(
      [counts(1_000, 100), counts(1_000, 200), counts(1_000, 190)],
      'clicks',
      0,
    );
    expect(decision.perVariant[1]).toBe(decision.confidence);
    expect(decision.perVariant[0]).toBeLessThan(0.001);
    expect(decision.perVariant[2]).toBeGreaterThan(0.2);
    expect(decision.perVariant[2]).toBeLessThan(0.5);
    // Against the runner-up (C) B's lead of one point is not significant: the default goes.
    expect(decision).toMatchObject({ winner: 0, confident: false });
  });
});
