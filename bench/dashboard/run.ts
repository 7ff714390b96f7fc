/**
 * `node bench/dashboard/run.ts`: issue 8's benchmark alone (the full `npm run bench` runs it
 * with the others). BENCH_CONTACTS and BENCH_EVENTS scale it down for a quick run.
 */
import { execFileSync } from 'node:child_process';
import { dashboardBenchmark } from './dashboard-benchmark.ts';
import { printBenchTable } from '../print-table.ts';

const root = new URL('../..', import.meta.url).pathname;
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
const started = performance.now();
const rows = await dashboardBenchmark();
printBenchTable(rows);
console.log(`issue 8 benchmark: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
