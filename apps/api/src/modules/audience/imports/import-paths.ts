import path from 'node:path';

/**
 * Where an import's files live: DATA_DIR/imports/<clientId>/<importId>/, holding the uploaded
 * files as 1.csv, 2.csv... (their names are kept in the database, never used as paths) and the
 * rejected rows as rejected.csv. An upload streams into a staging folder first, renamed into
 * place only once every file has been checked, so an aborted upload leaves nothing behind.
 */
export function importsRoot(dataDir: string): string {
  return path.join(dataDir, 'imports');
}

export function clientImportsDir(dataDir: string, clientId: number): string {
  return path.join(importsRoot(dataDir), String(clientId));
}

export function importDir(dataDir: string, clientId: number, importId: number): string {
  return path.join(clientImportsDir(dataDir, clientId), String(importId));
}

export function uploadedFilePath(dir: string, index: number): string {
  return path.join(dir, `${index + 1}.csv`);
}

export function rejectedRowsPath(dir: string): string {
  return path.join(dir, 'rejected.csv');
}

/** Staging folders of uploads in progress start with this; older ones are abandoned. */
export const UPLOAD_STAGING_PREFIX = 'upload-';
