import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes image files a crash cut off mid-write (`<id>.<ext>.part`, see writeImageFile) and left
 * for longer than `before`: never served, never counted, only taking disk. Idempotent, so
 * several processes may run it at once.
 */
export async function sweepPartialImages(dataDir: string, before: Date): Promise<number> {
  const root = path.join(dataDir, 'template-images');
  let removed = 0;
  for (const client of await readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, client);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith('.part'))) {
      const info = await stat(path.join(dir, name)).catch(() => undefined);
      if (!info || info.mtimeMs >= before.getTime()) continue;
      await rm(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
