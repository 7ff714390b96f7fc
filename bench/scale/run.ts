/**
 * `node bench/scale/run.ts`: issue 24's scale row alone (the full `npm run bench` runs it with
 * the others): the product on a fresh data directory, then the same reads against one and
 * two API processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/support/server.ts';
import { printBenchTable } from '../print-table.ts';
import { scaleBenchmark } from './scale-benchmark.ts';

// API calls only: no web build needed (a missing one is served as a placeholder page).
const dataDir = mkdtempSync(join(tmpdir(), 'resonate-bench-scale-'));
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
});
try {
  printBenchTable(await scaleBenchmark(server.baseURL, { dataDir }));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
