/**
 * `node bench/consumption/run.ts`: issue 11's consumption benchmark alone (the full
 * `npm run bench` runs it with the others), against the built product on a fresh data
 * directory. BENCH_MESSAGES and BENCH_MONTH_MESSAGES scale it down for a quick run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/support/server.ts';
import { consumptionBenchmark } from './consumption-benchmark.ts';
import { printBenchTable } from '../print-table.ts';

const root = new URL('../..', import.meta.url).pathname;
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'resonate-bench-consumption-'));
// NODE_ENV=test: the lean demo tenant (no demo audience or history); the bench writes its own
// year of usage. No worker: the bench folds the month itself and times it.
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  NODE_ENV: 'test',
  RUN_WORKER: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
const started = performance.now();
try {
  const rows = await consumptionBenchmark(server.baseURL, {
    dataDir,
    serverPid: server.process.pid,
  });
  printBenchTable(rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `issue 11 consumption benchmark: ${((performance.now() - started) / 60_000).toFixed(1)} min`,
);
