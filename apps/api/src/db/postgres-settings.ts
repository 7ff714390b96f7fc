import { availableParallelism, totalmem } from 'node:os';

const MB = 1024 * 1024;
/** PostgreSQL's default max_parallel_workers_per_gather. */
const WORKERS_PER_GATHER = 2;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Server settings for the embedded PostgreSQL, sized to this machine instead of PostgreSQL's
 * defaults (128 MB of shared buffers, 1 GB of WAL between checkpoints), which are set for a
 * shared host. A large import or event backfill rewrites far more than 128 MB of table and
 * index pages: with small buffers every page is written out and read back repeatedly, and a
 * checkpoint in the middle of the work makes each page's next change log a full page image.
 * Sizes follow the usual guidance (a quarter of memory for shared buffers, capped; half for the
 * planner's cache estimate). A managed PostgreSQL (DATABASE_URL) is tuned by its operator.
 */
export function embeddedPostgresSettings(
  totalBytes = totalmem(),
  cores = availableParallelism(),
): Record<string, string> {
  const sharedBuffers = clamp(Math.floor(totalBytes / 4 / MB), 128, 2048);
  return {
    shared_buffers: `${sharedBuffers}MB`,
    effective_cache_size: `${Math.max(256, Math.floor(totalBytes / 2 / MB))}MB`,
    maintenance_work_mem: `${clamp(Math.floor(totalBytes / 32 / MB), 64, 1024)}MB`,
    // Per sort or hash: a dynamic list's set of 200,000 list members or a revenue aggregate
    // must stay in memory, not spill to temporary files in batches (the default is 4 MB).
    work_mem: `${clamp(Math.floor(totalBytes / 512 / MB), 4, 64)}MB`,
    // A parallel query runs its workers and, by default, its leader as one more. With no more
    // cores than workers, three processes share two cores, and each builds its own copy of a
    // dynamic rule's hashed sets: a count over a million contacts took 520 ms with the leader
    // taking part and 460 ms without.
    parallel_leader_participation: cores <= WORKERS_PER_GATHER ? 'off' : 'on',
    wal_buffers: '64MB',
    max_wal_size: '8GB',
    min_wal_size: '1GB',
    checkpoint_timeout: '15min',
    checkpoint_completion_target: '0.9',
  };
}

/** The settings as `postgres -c name=value` flags. */
export function settingsFlags(settings: Record<string, string>): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
