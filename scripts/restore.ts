import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { runRestore } from '../apps/api/src/backup/run-restore.ts';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';

/**
 * `npm run restore -- <backup folder>`: into an empty database (DATABASE_URL, or the embedded
 * one under DATA_DIR) and an empty DATA_DIR, with the APP_SECRET the backup was made under.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    throw new Error('Usage: npm run restore -- <backup folder written by npm run backup>');
  }
  const from = path.resolve(positionals[0]!);
  const config = loadConfig();
  const log = pino({ level: 'warn' }, process.stderr);
  const manifest = await runRestore({ config, from, log, env: process.env });
  console.log(`Restored ${from} (made ${manifest.createdAt})
  database: ${
    manifest.database.format === 'cluster-files'
      ? `embedded PostgreSQL ${manifest.database.serverVersion} cluster, into ${config.dataDir}`
      : `${config.databaseUrl ? 'DATABASE_URL' : `embedded, under ${config.dataDir}`}; ${manifest.database.migrations.applied} migrations`
  }
  files: ${manifest.files.length} into ${config.dataDir}
Start the app with the same APP_SECRET as when the backup was made; it migrates nothing older and signs in as before.`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof Error ? error.message : String(error),
  );
  process.exitCode = 1;
});
