import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { findRunningCluster } from '../../apps/api/src/db/embedded-postgres.ts';

const DAY_MS = 86_400_000;

/**
 * Moves the current licence of the account of `email` so that it ends `endsInDays` from now
 * (negative: it ended that long ago), as the days passing would. The server's embedded cluster
 * runs under DATA_DIR; this is the operator's (owner) connection to it, used for nothing else.
 */
export async function moveLicenceEnd(email: string, endsInDays: number): Promise<void> {
  const dataDir = inject('dataDir');
  const port = await findRunningCluster(path.join(dataDir, 'pg'));
  if (!port) throw new Error('the server database is not running');
  const password = (await readFile(path.join(dataDir, 'pg-superuser-password'), 'utf8')).trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'resonate',
  });
  await client.connect();
  try {
    const until = new Date(Date.now() + endsInDays * DAY_MS);
    const result = await client.query(
      `update licences l set valid_from = least(l.valid_from, $2::timestamptz - interval '30 days'),
          valid_until = $2
        from users u
        where u.email = $1 and l.client_id = u.client_id and l.replaced_at is null`,
      [email, until],
    );
    if (result.rowCount !== 1) throw new Error(`no current licence for ${email}`);
  } finally {
    await client.end();
  }
}
