/**
 * `npm run bench`: starts the built product on a fresh data directory, runs every benchmark
 * against a baseline measured in the same run, and prints one table.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../e2e/support/server.ts';
import { benchmarks, type BenchRow } from './suites.ts';
import { printBenchTable } from './print-table.ts';

const root = new URL('..', import.meta.url).pathname;
execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'resonate-bench-'));
// The load comes from one address: lift the per-address rate limit for the measurement.
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Transactional messages are sent by the server itself, to the bench's SMTP sink on loopback.
  ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
});
const rows: BenchRow[] = [];
try {
  for (const bench of benchmarks) {
    process.stdout.write(`running: ${bench.name}…\n`);
    rows.push(...(await bench.run(server.baseURL, { dataDir, serverPid: server.process.pid })));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('');
printBenchTable(rows);
