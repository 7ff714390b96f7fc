import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#/config.ts';
import { deriveSecret, prepareConfig } from '#/secrets.ts';

describe('app secret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'resonate-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR/app-secret with mode 0600, then reused', async () => {
    const dataDir = path.join(dir, 'data');
    const first = await prepareConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = await stat(path.join(dataDir, 'app-secret'));
    expect(file.mode & 0o777).toBe(0o600);
    const again = await prepareConfig(loadConfig({ DATA_DIR: dataDir }));
    expect(again.appSecret).toBe(first.appSecret);
  });

  it('two processes starting together on a fresh DATA_DIR agree on one secret', async () => {
    const env = { DATA_DIR: path.join(dir, 'race') };
    const [a, b] = await Promise.all([
      prepareConfig(loadConfig(env)),
      prepareConfig(loadConfig(env)),
    ]);
    expect(a.appSecret).toBe(b.appSecret);
  });

  it('prefers APP_SECRET from the environment', async () => {
    const secret = 'e'.repeat(64);
    const config = await prepareConfig(loadConfig({ DATA_DIR: dir, APP_SECRET: secret }));
    expect(config.appSecret).toBe(secret);
  });

  it('derives distinct, stable keys per purpose', () => {
    expect(deriveSecret('s', 'db-app-role')).toBe(deriveSecret('s', 'db-app-role'));
    expect(deriveSecret('s', 'db-app-role')).not.toBe(deriveSecret('s', 'other'));
  });
});
