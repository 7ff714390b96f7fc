import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { runBackup } from '../apps/api/src/backup/run-backup.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { prepareConfig } from '../apps/api/src/secrets.ts';

/**
 * `npm run backup [-- --out <folder>]`: the database (pg_dump, custom format; the embedded
 * cluster's files while it is stopped when no pg_dump fits it) and DATA_DIR's files, with a manifest, into a new folder (default ./backups/resonate-<time>). Reads the same
 * environment as the server (DATABASE_URL, or the embedded database under DATA_DIR).
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = await prepareConfig(loadConfig());
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? path.join('backups', `resonate-${stamp}`));
  const log = pino({ level: 'warn' }, process.stderr);
  const manifest = await runBackup({ config, out, log, env: process.env });
  const db = manifest.database;
  const secretInBackup = manifest.files.some((file) => file.path === 'app-secret');
  const database =
    db.format === 'cluster-files'
      ? `embedded PostgreSQL ${db.serverVersion}, copied as files while stopped (no pg_dump ${db.postgresMajor} here); restore it into an empty DATA_DIR`
      : `PostgreSQL ${db.serverVersion} (${db.embedded ? 'embedded' : 'DATABASE_URL'}), dumped with pg_dump ${db.pgDumpVersion}; ${db.migrations.applied} migrations, the latest ${db.migrations.latest ?? 'none'}`;
  console.log(`Backup written to ${out}
  database: ${database}
  files: ${manifest.files.length} from DATA_DIR (uploads, imports, keys)
A restore needs the APP_SECRET this installation runs with: stored credentials, the app role's password and suppression hashes derive from it.
${
  secretInBackup
    ? 'APP_SECRET was generated into DATA_DIR/app-secret and is inside this backup: keep the backup as secret as that key.'
    : 'APP_SECRET comes from the environment and is NOT in this backup: keep it safe, apart from the backup.'
}`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof Error ? error.message : String(error),
  );
  process.exitCode = 1;
});
