import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A superuser pool on the embedded PostgreSQL of the server under test (DATA_DIR/pg), for
 * benchmarks that load data in bulk: the password and port are where the server left them.
 */
export async function ownerPool(dataDir: string): Promise<pg.Pool> {
  const password = (await readFile(join(dataDir, 'pg-superuser-password'), 'utf8')).trim();
  const pid = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  return new pg.Pool({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'resonate',
    max: 2,
  });
}
