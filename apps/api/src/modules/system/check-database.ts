import { sql } from 'kysely';
import type { TUntypedDb } from '#/db/pool.ts';

/** True when `select 1` answers within `timeoutMs` (a readiness probe must not hang). */
export async function checkDatabase(db: TUntypedDb, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
