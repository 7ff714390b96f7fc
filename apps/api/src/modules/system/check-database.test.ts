import { describe, expect, it } from 'vitest';
import { createUntypedKysely } from '#/db/pool.ts';
import { findFreePort } from '#/db/free-port.ts';
import { checkDatabase } from '#/modules/system/check-database.ts';

describe('checkDatabase', () => {
  it('is false, quickly, when nothing listens', async () => {
    const port = await findFreePort();
    const db = createUntypedKysely({
      url: `postgres://x:y@127.0.0.1:${port}/z`,
      max: 1,
      name: 't',
    });
    const started = Date.now();
    expect(await checkDatabase(db, 1000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
    await db.destroy();
  });
});
