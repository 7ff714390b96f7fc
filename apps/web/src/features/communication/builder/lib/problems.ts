/**
 * Problems come keyed by the dotted path of where the content breaks (contracts
 * template-builder.ts): `content.design.blocks.3.text`,
 * `content.design.blocks.2.columns.1.blocks.0.label`, `content.design.source`, `content.subject`.
 */
export type TProblems = Readonly<Record<string, string>>;

const BLOCK = /^content\.design\.blocks\.(\d+)(?:\.|$)/;
const NESTED = /^content\.design\.blocks\.(\d+)\.columns\.(\d+)\.blocks\.(\d+)(?:\.|$)/;

/** Top-level block index -> its first problem. */
export function blockProblems(problems: TProblems): Map<number, string> {
  const found = new Map<number, string>();
  for (const [path, message] of Object.entries(problems)) {
    const match = BLOCK.exec(path);
    if (match && !found.has(Number(match[1]))) found.set(Number(match[1]), message);
  }
  return found;
}

/** The problems of one column of a columns block: inner index -> first problem. */
export function columnProblems(problems: TProblems, block: number, column: number) {
  const found = new Map<number, string>();
  for (const [path, message] of Object.entries(problems)) {
    const match = NESTED.exec(path);
    if (match && Number(match[1]) === block && Number(match[2]) === column) {
      if (!found.has(Number(match[3]))) found.set(Number(match[3]), message);
    }
  }
  return found;
}

/** The problems of a block's own fields: field name -> message. */
export function fieldProblems(problems: TProblems, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path.startsWith(`${prefix}.`)) {
      const field = path.slice(prefix.length + 1);
      if (!field.includes('.')) found[field] = message;
    } else if (path === prefix) {
      found[''] = message;
    }
  }
  return found;
}

/** The line a source problem points at ("Line 12: ..."), if any. */
export function lineOf(message: string): number | null {
  const match = /^Line (\d+):/.exec(message);
  return match ? Number(match[1]) : null;
}

/** Problems not shown next to a field or block: listed in the summary so none is lost. */
export function otherProblems(problems: TProblems, shownPrefixes: readonly string[]) {
  return Object.entries(problems).filter(
    ([path]) => !shownPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
}
