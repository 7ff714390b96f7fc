/**
 * The issue-8 benchmark's database: the demo tenant with BENCH_CONTACTS contacts and
 * BENCH_EVENTS generated events (default 1,000,000 and 10,000,000). Generating it takes many
 * minutes, so the data directory is kept under a cache folder keyed by the generator version,
 * the sizes and the migrations, and each run works on a copy (the ingestion part writes to it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_HISTORY_VERSION } from '../../apps/api/src/modules/demo/index.ts';
import { startServer } from '../../e2e/support/server.ts';
import { ownerPool } from '../owner-database.ts';

const root = new URL('../..', import.meta.url).pathname;
export const BENCH_SEED = 42;

export type THistorySize = { contacts: number; events: number };
export type TCachedHistory = {
  dataDir: string;
  generatedAt: Date;
  generationSeconds: number | null;
};

export function historySize(): THistorySize {
  const size = (name: string, fallback: number) => {
    const value = Number((process.env[name] ?? '').replaceAll('_', ''));
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  return { contacts: size('BENCH_CONTACTS', 1_000_000), events: size('BENCH_EVENTS', 10_000_000) };
}

function cacheKey(size: THistorySize): string {
  const migrations = readdirSync(join(root, 'apps/api/src/db/migrations')).sort().join('\n');
  const schema = createHash('sha256').update(migrations).digest('hex').slice(0, 10);
  return `issue8-v${DEMO_HISTORY_VERSION}-c${size.contacts}-e${size.events}-s${BENCH_SEED}-${schema}`;
}

const cacheRoot = () => process.env.BENCH_CACHE_DIR ?? join(homedir(), '.cache', 'resonate-bench');

function runGenerator(dataDir: string, size: THistorySize): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'apps/api/src/cli/demo-generate.ts',
        '--contacts',
        String(size.contacts),
        '--events',
        String(size.events),
        '--seed',
        String(BENCH_SEED),
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`demo:generate exited with ${code}`)),
    );
  });
}

/** Generates the history into a new data directory (server started, generator, vacuum). */
async function generate(dataDir: string, size: THistorySize): Promise<number> {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  try {
    await runGenerator(dataDir, size);
    const db = await ownerPool(dataDir);
    try {
      await db.query('vacuum analyze');
      await db.query('checkpoint');
    } finally {
      await db.end();
    }
  } finally {
    await server.stop();
  }
  return (performance.now() - started) / 1000;
}

/**
 * Histories for an older schema or generator are never read again, and each is about 15 GB at
 * the default size: three of them filled this machine's disk, so a new one replaces them.
 */
function pruneStaleHistories(current: string): void {
  for (const entry of readdirSync(cacheRoot())) {
    if (entry.startsWith('issue8-') && entry !== current) {
      rmSync(join(cacheRoot(), entry), { recursive: true, force: true });
    }
  }
}

/** A working copy of the cached history, generating it first when the cache has none. */
export async function cachedHistory(size: THistorySize): Promise<TCachedHistory> {
  const cached = join(cacheRoot(), cacheKey(size));
  const meta = join(cached, 'history.json');
  let generationSeconds: number | null = null;
  if (!existsSync(meta)) {
    mkdirSync(cacheRoot(), { recursive: true });
    pruneStaleHistories(cacheKey(size));
    const building = `${cached}.building`;
    rmSync(building, { recursive: true, force: true });
    process.stdout.write(
      `  generating ${size.contacts.toLocaleString('en-GB')} contacts and ${size.events.toLocaleString('en-GB')} events into ${cached}\n`,
    );
    generationSeconds = await generate(join(building, 'data'), size);
    writeFileSync(
      join(building, 'history.json'),
      JSON.stringify({ ...size, generatedAt: new Date(), generationSeconds }),
    );
    rmSync(cached, { recursive: true, force: true });
    renameSync(building, cached);
  }
  const { generatedAt } = JSON.parse(readFileSync(meta, 'utf8')) as { generatedAt: string };
  const dataDir = join(tmpdir(), `resonate-bench-issue8-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', '--reflink=auto', join(cached, 'data'), dataDir]);
  return { dataDir, generatedAt: new Date(generatedAt), generationSeconds };
}
