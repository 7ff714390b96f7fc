import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_DIST = new URL('../apps/web/dist', import.meta.url).pathname;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The login page's scripts as a Markdown table (for the README's benchmark section): each file's
 * size in the build, and its gzip and Brotli twins as the server sends them (precompress.ts).
 */
export function loginChunkTable(urls: readonly string[], distDir = WEB_DIST): string {
  const rows = urls.map((url) => {
    const file = join(distDir, url);
    const raw = statSync(file).size;
    const gzip = statSync(`${file}.gz`).size;
    const br = readFileSync(`${file}.br`).length;
    return { name: url.replace(/^\/assets\//, ''), raw, gzip, br };
  });
  rows.sort((a, b) => b.br - a.br);
  const total = rows.reduce(
    (sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, br: sum.br + r.br }),
    { raw: 0, gzip: 0, br: 0 },
  );
  return [
    '| chunk | raw | gzip | br |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.br)} |`),
    `| **${rows.length} files** | **${kb(total.raw)}** | **${kb(total.gzip)}** | **${kb(total.br)}** |`,
  ].join('\n');
}
