// `npm test`: every check the project has, in the order a failure is cheapest to find, then one
// closing line `N passed, N failed` (each check step and each Vitest test counts as one).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const typecheckProjects = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench'];

const steps = [
  ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
  ...typecheckProjects.map((p) => [`typecheck ${p}`, bin('tsc'), ['-p', p]]),
  ['build web', 'node', ['scripts/build-if-needed.mjs']],
];

let passed = 0;
let failed = 0;
const failures = [];

/** Runs one check with its output held back, so two checks at once do not interleave. */
function runStep([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const ok = code === 0;
      console.log(`${ok ? '✓' : '✗'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (ok) passed++;
      else {
        failed++;
        failures.push(name);
      }
      resolve();
    });
  });
}

// The checks are independent and mostly single-threaded: two at a time use both cores of the
// machine CI runs on (a third would only queue), which saves about a minute and a half.
const queue = [...steps];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    while (queue.length > 0) await runStep(queue.shift());
  }),
);

// Vitest runs unit, component, API integration and browser E2E projects in one go.
const report = join(tmpdir(), `vitest-report-${process.pid}.json`);
const filter = process.argv.slice(2);
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...filter],
  { cwd: root, stdio: 'inherit' },
);
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (summary.numFailedTests > 0) failures.push(`${summary.numFailedTests} Vitest test(s)`);
  // A suite that fails to load has no failed test but must still fail the run.
  const brokenFiles = summary.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  for (const file of brokenFiles) {
    failed++;
    failures.push(`suite ${file.name}`);
  }
  rmSync(report, { force: true });
} else {
  failed++;
  failures.push(`vitest exited with ${vitest.status} and wrote no report`);
}
if (vitest.status !== 0 && failures.length === 0) {
  failed++;
  failures.push(`vitest exited with ${vitest.status}`);
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
