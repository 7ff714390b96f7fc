import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureTraversableByOthers } from './traversable-path.ts';

const root = await mkdtemp(path.join(tmpdir(), 'traverse-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const mode = async (p: string) => (await stat(p)).mode & 0o777;

describe('ensureTraversableByOthers', () => {
  it('adds o+x (traverse only) to the ancestors that lack it, and nothing else', async () => {
    const privateDir = path.join(root, 'private');
    const open = path.join(privateDir, 'open');
    const target = path.join(open, 'target');
    await mkdir(target, { recursive: true });
    await chmod(root, 0o755);
    await chmod(privateDir, 0o700);
    await chmod(open, 0o755);

    const changed = await ensureTraversableByOthers(target);

    expect(changed).toEqual([privateDir]);
    expect(await mode(privateDir)).toBe(0o701);
    expect(await mode(open)).toBe(0o755);
    expect(await ensureTraversableByOthers(target)).toEqual([]);
  });
});
