/**
 * A small seeded random source (mulberry32) so that a demo history is the same for the same
 * seed on every machine. Each communication and each day draws from its own stream (streamOf),
 * so changing one part of the plan does not reshuffle the rest.
 */
export type TRandom = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Whole number in [0, n). */
  int: (n: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Exponentially distributed with this mean. */
  exponential: (mean: number) => number;
  /** Log-normal with this median; sigma is the spread of the underlying normal. */
  logNormal: (median: number, sigma: number) => number;
};

/** FNV-1a over the parts: a 32-bit seed for one stream of a history. */
export function streamOf(...parts: (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0001')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    // Box-Muller; 1 - next() keeps the logarithm away from 0.
    const u = 1 - next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    exponential: (mean) => -Math.log(1 - next()) * mean,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
  };
}

/** Picks by weight: items and weights of the same length, weights >= 0. */
export function weightedPick<T>(random: TRandom, items: readonly T[], weights: readonly number[]) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let target = random.next() * total;
  for (let i = 0; i < items.length; i++) {
    target -= weights[i]!;
    if (target < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/** Fisher-Yates: a seeded permutation of `items` (a copy). */
export function shuffled<T>(random: TRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
