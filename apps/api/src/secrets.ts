import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '#/config.ts';

/** Config once the boot step has made sure there is an app secret. */
export type TAppConfig = TConfig & Readonly<{ appSecret: string }>;

/**
 * Reads a secret file, or creates it with 32 random bytes (hex) and mode 0600 when missing.
 * The `wx` flag makes creation atomic: when two processes start together on a fresh DATA_DIR,
 * one writes and the other gets EEXIST and reads the winner's value.
 */
export async function readOrCreateSecretFile(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Makes sure DATA_DIR exists and the config carries APP_SECRET (generated on first start). */
export async function prepareConfig(config: TConfig): Promise<TAppConfig> {
  await mkdir(config.dataDir, { recursive: true });
  const appSecret =
    config.appSecret ?? (await readOrCreateSecretFile(path.join(config.dataDir, 'app-secret')));
  return Object.freeze({ ...config, appSecret });
}

/**
 * A purpose-bound key from the app secret: HMAC-SHA256(APP_SECRET, purpose), hex. Each use gets
 * its own purpose string, so no derived value reveals another or the secret itself.
 */
export function deriveSecret(appSecret: string, purpose: string): string {
  return createHmac('sha256', appSecret).update(purpose).digest('hex');
}
