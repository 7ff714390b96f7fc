import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Which tables a source file's SQL names: the first argument of Kysely's table-taking calls
 * (`selectFrom('contacts as c')`, `insertInto`, `updateTable`, `deleteFrom`, the joins,
 * `sql.table`) and the words after FROM/JOIN/INTO/UPDATE/TABLE in template literals (raw `sql`
 * templates). Only names in `tables` count, so a CTE or an alias is never taken for a table.
 * A static reading: a table name built at run time is not seen.
 */
export function tablesNamedIn(source: string, tables: ReadonlySet<string>): Set<string> {
  const code = withoutComments(source);
  const found = new Set<string>();
  const keep = (name: string) => {
    const table = name.trim().split(/\s+as\s+|\s+/i)[0] ?? '';
    if (tables.has(table)) found.add(table);
  };
  const kyselyCall =
    /\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|table)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
  for (const match of code.matchAll(kyselyCall)) {
    for (const quoted of (match[1] ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)) {
      keep(quoted[1] ?? quoted[2] ?? '');
    }
  }
  const rawSql = /\b(?:from|join|into|update|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
  for (const template of templateTexts(code)) {
    for (const match of template.matchAll(rawSql)) keep((match[1] ?? '').toLowerCase());
  }
  return found;
}

/** Every .ts file under `dir` that is not a test, a test helper or test support. */
export function nonTestSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const parts = relative(dir, path).split(sep);
    const isTest =
      /\.test(?:-helpers|-utils)?\.ts$|\.test-helpers\.ts$/.test(entry.name) ||
      parts.some((part) => part === 'test' || part === 'test-support');
    if (!isTest) files.push(path);
  }
  return files.sort();
}

export const readSource = (path: string) => readFileSync(path, 'utf8');

function withoutComments(source: string): string {
  // Good enough for this code base: no `//` or `/*` inside the SQL or string literals it scans.
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The literal text of every template literal, nested ones included, `${...}` left out. */
function templateTexts(code: string): string[] {
  const texts: string[] = [];
  let index = 0;
  const readTemplate = (): void => {
    let text = '';
    index += 1; // opening backtick
    while (index < code.length && code[index] !== '`') {
      if (code[index] === '\\') {
        text += code.slice(index, index + 2);
        index += 2;
      } else if (code.startsWith('${', index)) {
        index += 2;
        text += ' ';
        readExpression();
      } else {
        text += code[index];
        index += 1;
      }
    }
    index += 1; // closing backtick
    texts.push(text);
  };
  const readExpression = (): void => {
    let depth = 1;
    while (index < code.length && depth > 0) {
      const char = code[index];
      if (char === '`') readTemplate();
      else if (char === "'" || char === '"') skipString(char);
      else {
        if (char === '{') depth += 1;
        if (char === '}') depth -= 1;
        index += 1;
      }
    }
  };
  const skipString = (quote: string): void => {
    index += 1;
    while (index < code.length && code[index] !== quote && code[index] !== '\n') {
      index += code[index] === '\\' ? 2 : 1;
    }
    index += 1;
  };
  while (index < code.length) {
    const char = code[index];
    if (char === '`') readTemplate();
    else if (char === "'" || char === '"') skipString(char);
    else index += 1;
  }
  return texts;
}
