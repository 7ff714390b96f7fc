import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Every request schema that asks for a number of rows (pageSize, limit, perPage...) must bound
 * it: an unbounded page lets one tenant ask for millions of rows in one request and hold a
 * connection and the server's memory while they are read (issue 21, item 7).
 */
const ROW_COUNT_KEY = /^(page_?size|per_?page|limit|take|top|rows_?per_?page|max_?rows|count)$/i;
/** More than this many rows in one page is no bound (zod's int() alone allows 2^53). */
const LARGEST_SANE_PAGE = 100_000;
/** Keys that match the pattern but are not a number of rows the caller asks for. */
const NOT_A_ROW_COUNT = new Set(['count']);

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

type TDef = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** The number schema under wrappers (optional, default, nullable, pipe...), if any. */
function numberOf(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodNumber | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'number') return schema as z.ZodNumber;
  for (const key of ['innerType', 'in', 'out', 'schema']) {
    const inner = def[key] as z.ZodType | undefined;
    const found = inner && typeof inner === 'object' ? numberOf(inner, seen) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Paths of unbounded row-count fields anywhere inside `schema`. */
function unbounded(schema: z.ZodType, where: string, seen: Set<z.ZodType>): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const found: string[] = [];
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const number = ROW_COUNT_KEY.test(key) && !NOT_A_ROW_COUNT.has(key) && numberOf(value);
      if (number && (number.maxValue ?? Infinity) > LARGEST_SANE_PAGE)
        found.push(`${where}.${key}`);
      found.push(...unbounded(value, `${where}.${key}`, seen));
    }
    return found;
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'schema']) {
    const inner = def[key] as z.ZodType | undefined;
    if (inner && typeof inner === 'object' && '_zod' in inner)
      found.push(...unbounded(inner, where, seen));
  }
  for (const option of (def.options as z.ZodType[] | undefined) ?? []) {
    found.push(...unbounded(option, where, seen));
  }
  return found;
}

describe('page sizes', () => {
  it('refuses a list request schema whose page size has no maximum (one request for millions of rows)', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodType) || !/Request|Query|Params|Pag/i.test(name)) continue;
        checked += 1;
        const where = `${path.relative(SRC, file)} ${name}`;
        problems.push(...unbounded(value, where, new Set()));
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems, 'give each of these a .max() (a *_PAGE_SIZE_MAX constant)').toEqual([]);
  });

  it('finds an unbounded page size when there is one', () => {
    const schema = z.object({ page: z.object({ pageSize: z.number().int().min(1).default(25) }) });
    expect(unbounded(schema, 'x', new Set())).toEqual(['x.page.pageSize']);
    const bounded = z.object({ pageSize: z.number().int().max(100).optional() });
    expect(unbounded(bounded, 'x', new Set())).toEqual([]);
  });
});
