import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One import (or re-export, or dynamic import) of a file of an API module. */
export type TModuleImport = {
  /** The importing file, relative to the repository root. */
  from: string;
  /** The importing file's module, or null for app-level code (jobs, plugins, cli, tests...). */
  fromModule: string | null;
  /** The imported file, relative to apps/api/src/modules. */
  to: string;
  toModule: string;
};

const SPECIFIER = /^\s*(?:import|export)\b[^;]*?\bfrom\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gms;

/**
 * Every import of a module file from outside that module, in the .ts files under `roots`
 * (a static reading of `from '...'` and `import('...')`; `#/` is apps/api/src).
 */
export function crossModuleImports(repoRoot: string, roots: readonly string[]): TModuleImport[] {
  const apiSrc = join(repoRoot, 'apps/api/src');
  const modulesDir = join(apiSrc, 'modules');
  const moduleOf = (path: string): string | null => {
    const parts = relative(modulesDir, path).split(sep);
    return parts[0] === '..' || parts.length < 2 ? null : (parts[0] ?? null);
  };
  const found: TModuleImport[] = [];
  for (const root of roots) {
    for (const file of typeScriptFiles(join(repoRoot, root))) {
      const fromModule = moduleOf(file);
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? '';
        const target = specifier.startsWith('#/')
          ? join(apiSrc, specifier.slice(2))
          : specifier.startsWith('.')
            ? resolve(dirname(file), specifier)
            : null;
        const toModule = target && moduleOf(target);
        if (!target || !toModule || toModule === fromModule) continue;
        found.push({
          from: relative(repoRoot, file),
          fromModule,
          to: relative(modulesDir, target),
          toModule,
        });
      }
    }
  }
  return found;
}

/** Test code: test files, their fixtures and helpers, the e2e and bench suites. */
export function isTestCode(path: string): boolean {
  return (
    /\.test\.ts$|test-helpers\.ts$|(^|\/)testing\.ts$/.test(path) ||
    /(^|\/)test\//.test(path) ||
    /^(e2e|bench)\//.test(path)
  );
}

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${sep}node_modules${sep}`))
    .sort();
}
