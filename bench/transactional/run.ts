/**
 * `node bench/transactional/run.ts`: the transactional messages benchmark alone (the full
 * `npm run bench` runs it with the others) against the product server on a fresh data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/support/server.ts';
import { printBenchTable } from '../print-table.ts';
import { transactionalBenchmark } from './transactional-benchmark.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'resonate-bench-tx-'));
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  // The load comes from one address; the SMTP sink listens on loopback.
  RATE_LIMIT_PER_MINUTE: '100000000',
  ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
});
try {
  printBenchTable(await transactionalBenchmark(server.baseURL, { dataDir }));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
