/**
 * Import resolver for the module boundary lint (eslint.config.js, eslint-plugin-boundaries):
 * resolves the API's `#/...` subpath imports (apps/api/package.json "imports": "#/*" ->
 * "./src/*"), which the plain node resolver does not read, and leaves everything else to it.
 * eslint-module-utils loads it with require(), which Node 24 allows for an ES module.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import nodeResolver from 'eslint-import-resolver-node';

const API_DIR = join(import.meta.dirname, '..', 'apps', 'api');
const API_SRC = join(API_DIR, 'src');

export const interfaceVersion = 2;

export function resolve(source, file, config) {
  if (source.startsWith('#/') && file.startsWith(API_DIR + sep)) {
    const target = join(API_SRC, source.slice(2));
    return existsSync(target) ? { found: true, path: target } : { found: false };
  }
  return nodeResolver.resolve(source, file, config);
}
