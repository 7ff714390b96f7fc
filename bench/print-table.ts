import type { BenchRow } from './suites.ts';

/** The one table every bench runner prints: each figure beside its baseline and target. */
export function printBenchTable(rows: readonly BenchRow[]): void {
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      figure: r.figure,
      baseline: r.baseline,
      ratio: r.ratio,
      target: r.target,
      verdict: r.met ? 'met' : 'MISSED',
    })),
  );
}
