import type { PgBoss } from 'pg-boss';

/**
 * True when pg-boss answers within `timeoutMs` through its own pool and finds its schema: a
 * stopped queue (its pool closed) or a missing `pgboss` schema is not ready.
 */
export async function checkQueue(boss: PgBoss, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = boss.isInstalled().then(
    (installed) => installed,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
