import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from '#/config.ts';

/** Config once the boot step has made sure there is an app secret. */
export type TAppConfig = TConfig & Readonly<{ appSecret: string }>;

/**
 * Creates `file` with `content` (mode 0600) unless it exists; says whether it did. Atomic: the
 * content goes to a private temporary file first, then is hard-linked to its name, which fails
 * if the name exists. A process starting at the same moment sees no file or the whole content,
 * never a half-written one.
 */
export async function createFileOnce(file: string, content: string): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** Reads a secret file, or creates it with 32 random bytes (hex) when missing. */
export async function readOrCreateSecretFile(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;
  const secret = randomBytes(32).toString('hex');
  if (await createFileOnce(file, `${secret}\n`)) return secret;
  return (await readSecret(file)) ?? secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
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
