import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes a Brotli (.br, quality 10) and a gzip (.gz, level 9) twin beside every text file of
 * the build, once, at build time: the server then sends the twin the browser accepts
 * (@fastify/static `preCompressed`) without compressing anything per request.
 *
 * Quality 10, not 11: on this build 11 is 1.8% smaller and 2.4 times slower (19 s of CPU
 * against 7.9 s for every JS and CSS file), and the build runs on every fresh `npm start`.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'resonate-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        // Every text file, small ones too: a browser then never gets a mix of encodings.
        if (!COMPRESSIBLE.test(file)) continue;
        work.push(
          readFile(file).then(async (body) => {
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 10,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
