// `npm test`: every check the project has, in the order a failure is cheapest to find, then one
// closing line `N passed, N failed` (each check step and each Vitest test counts as one).
import { spawn } from 'node:child_process';
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

// Vitest: unit, component, API integration and browser E2E projects. The browser files run one
// at a time (they share one server), and Vitest puts such a project in a group of its own after
// all the others, which left one core idle for the last seven minutes. So, unless a filter is
// given, the E2E project runs in a second Vitest process beside the rest; its output is held and
// printed when it ends, so the two do not interleave.
const filter = process.argv.slice(2);
const runs =
  filter.length > 0
    ? [{ name: 'vitest', args: filter, hold: false }]
    : [
        { name: 'vitest (browser E2E)', args: ['--project', 'e2e'], hold: true },
        {
          name: 'vitest',
          args: [
            '--project',
            'contracts',
            '--project',
            'web',
            '--project',
            'api',
            '--project',
            'api-mocked',
          ],
          hold: false,
        },
      ];

/** Runs one Vitest process with a JSON report beside its console output; resolves to both. */
function runVitest({ name, args, hold }, index) {
  const report = join(tmpdir(), `vitest-report-${process.pid}-${index}.json`);
  return new Promise((resolve) => {
    const child = spawn(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      { cwd: root, stdio: ['ignore', hold ? 'pipe' : 'inherit', hold ? 'pipe' : 'inherit'] },
    );
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ name, status, report, output }));
  });
}

const finished = [];
await Promise.all(
  runs.map((run, index) =>
    runVitest(run, index).then((result) => {
      finished.push(result);
    }),
  ),
);
for (const { name, status, report, output } of finished) {
  if (output.length > 0) {
    console.log(`\n── ${name} ──`);
    process.stdout.write(Buffer.concat(output));
  }
  countReport(name, status, report);
}

/** Adds one Vitest process's results to the totals; a run without a report fails as a whole. */
function countReport(name, status, report) {
  if (!existsSync(report)) {
    failed++;
    failures.push(`${name} exited with ${status} and wrote no report`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report, { force: true });
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (summary.numFailedTests > 0) failures.push(`${summary.numFailedTests} ${name} test(s)`);
  // A suite that fails to load has no failed test but must still fail the run.
  const brokenFiles = summary.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  for (const file of brokenFiles) {
    failed++;
    failures.push(`suite ${file.name}`);
  }
  if (status !== 0 && summary.numFailedTests === 0 && brokenFiles.length === 0) {
    failed++;
    failures.push(`${name} exited with ${status}`);
  }
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
