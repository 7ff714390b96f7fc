// Builds the SPA only when its sources changed since the last build, so `npm start` stays fast
// on a second run and is always correct on a fresh clone.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'apps/web/public',
  'packages/contracts/src',
  'package-lock.json',
];
const stampFile = join(root, 'apps/web/dist/.build-hash');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else yield path;
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== previous || process.argv.includes('--force')) {
  console.log('Building the web app…');
  // Always a production build: a caller's NODE_ENV (Vitest sets "test") would otherwise give
  // development React, twice the size.
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@resonate/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stampFile, current);
}
