import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { deriveSecret } from '#/secrets.ts';

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
/** DATA_DIR's files sit under this folder of a backup, as they were under DATA_DIR. */
export const FILES_FOLDER = 'data';
/** A file-level backup's copy of the embedded cluster (DATA_DIR/pg) sits under this folder. */
export const CLUSTER_FOLDER = 'cluster';
export const PG_DUMP_FORMAT = 'pg_dump';
export const CLUSTER_FILES_FORMAT = 'cluster-files';

const ZFileEntrySchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZManifestSchema = z.object({
  format: z.literal('resonate-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  /**
   * Tells a restore whether it runs with the APP_SECRET the backup was made under, without
   * holding the secret: a purpose-bound HMAC of it (secrets.ts deriveSecret).
   */
  appSecretCheck: z.string().regex(/^[0-9a-f]{16}$/),
  database: z.discriminatedUnion('format', [
    z.object({
      format: z.literal(PG_DUMP_FORMAT),
      file: z.literal(DUMP_FILE),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      serverVersion: z.string(),
      pgDumpVersion: z.string(),
      pgDumpMajor: z.number().int(),
      embedded: z.boolean(),
      owner: z.string(),
      migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
    }),
    /**
     * The embedded cluster copied as files while stopped (no pg_dump for its version here):
     * restored only into an empty DATA_DIR, run by the same PostgreSQL major version.
     */
    z.object({
      format: z.literal(CLUSTER_FILES_FORMAT),
      folder: z.literal(CLUSTER_FOLDER),
      postgresMajor: z.number().int(),
      /** The embedded server's version when the backup was made. */
      serverVersion: z.string(),
      embedded: z.literal(true),
      directories: z.array(z.string().min(1)),
      files: z.array(ZFileEntrySchema),
    }),
  ]),
  files: z.array(ZFileEntrySchema),
});
export type TManifest = z.infer<typeof ZManifestSchema>;
export type TDumpDatabase = Extract<TManifest['database'], { format: typeof PG_DUMP_FORMAT }>;
export type TClusterDatabase = Extract<
  TManifest['database'],
  { format: typeof CLUSTER_FILES_FORMAT }
>;

export function appSecretCheck(appSecret: string): string {
  return deriveSecret(appSecret, 'backup-manifest-check').slice(0, 16);
}

/** What every backup's manifest starts with, whichever way the database was saved. */
export function manifestHeader(appSecret: string) {
  return {
    format: 'resonate-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    appVersion: packageJson.version,
    appSecretCheck: appSecretCheck(appSecret),
  } as const;
}

export async function writeManifest(dir: string, manifest: TManifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<TManifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${path.join(dir, MANIFEST_FILE)} not found: not a Resonate backup folder`);
  });
  const parsed = ZManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${MANIFEST_FILE} is not a Resonate backup manifest`);
  return parsed.data;
}
