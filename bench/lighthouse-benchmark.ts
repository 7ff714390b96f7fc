import { lighthouseFigures, type TLighthouseFigures } from './lighthouse.ts';
import type { BenchRow } from './suites.ts';

/** Issue 25: performance score at least 95 on a phone (LCP under 2.5 s), 98 on a desktop. */
const TARGETS = {
  mobile: { score: 95, lcpMs: 2500 },
  desktop: { score: 98, lcpMs: Number.POSITIVE_INFINITY },
} as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(figures: TLighthouseFigures): BenchRow {
  const target = TARGETS[figures.preset];
  const lcpTarget = Number.isFinite(target.lcpMs) ? `, LCP < ${seconds(target.lcpMs)}` : '';
  return {
    name: `Lighthouse ${figures.preset} ${figures.path}${figures.path === '/' ? '' : ' (signed in)'}`,
    figure: `score ${figures.score}`,
    baseline: `FCP ${seconds(figures.fcpMs)}, LCP ${seconds(figures.lcpMs)}, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
    ratio: `${figures.score - target.score >= 0 ? '+' : ''}${figures.score - target.score} vs target`,
    target: `>= ${target.score}${lcpTarget}`,
    met: figures.score >= target.score && figures.lcpMs < target.lcpMs,
  };
}

/** Lighthouse 13 on `/` signed out and `/dashboard` signed in, mobile and desktop presets. */
export async function lighthouseBenchmark(baseURL: string): Promise<BenchRow[]> {
  const figures = await lighthouseFigures(baseURL);
  for (const run of figures) {
    const lines = run.diagnostics.map((line) => `  ${line}`).join('\n');
    process.stdout.write(`\nLighthouse ${run.preset} ${run.path}, its diagnostics:\n${lines}\n`);
  }
  return figures.map(row);
}
