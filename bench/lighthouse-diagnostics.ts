/**
 * What Lighthouse blames, in a few lines per run: the LCP element and its phases, render-blocking
 * requests, long tasks and the scripts that cost the most main-thread time. The bench prints them
 * under its table, so a score is never reported without Lighthouse's own reasons beside it.
 */
type TItem = Record<string, unknown>;
type TAudit = { displayValue?: string; details?: unknown };
export type TLhr = { audits: Record<string, TAudit | undefined> };

/** Every row of every table in an audit's details, nested lists included. */
function rowsOf(details: unknown): TItem[] {
  if (typeof details !== 'object' || details === null) return [];
  const { type, items } = details as { type?: string; items?: unknown[] };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap(rowsOf);
  return items.filter((item): item is TItem => typeof item === 'object' && item !== null);
}

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

function lcp(lhr: TLhr): string[] {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  const node = findNode(details);
  const phases = rowsOf(details)
    .filter((row) => typeof row.label === 'string' && row.duration !== undefined)
    .map((row) => `${String(row.label)} ${ms(row.duration)}`);
  return [
    `LCP element: ${node ?? 'not reported'}`,
    ...(phases.length ? [`LCP phases: ${phases.join(', ')}`] : []),
  ];
}

function findNode(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const value = details as { type?: string; snippet?: string; items?: unknown[] };
  if (value.type === 'node') return value.snippet;
  for (const item of value.items ?? []) {
    const found = findNode(item);
    if (found) return found;
  }
  return undefined;
}

function top(lhr: TLhr, id: string, label: string, cost: string, count = 3): string[] {
  const audit = lhr.audits[id];
  const rows = rowsOf(audit?.details)
    .filter((row) => row[cost] !== undefined)
    .sort((a, b) => Number(b[cost]) - Number(a[cost]))
    .slice(0, count)
    .map((row) => `${short(row.url ?? row.groupLabel ?? row.group)} ${ms(row[cost])}`);
  const headline = audit?.displayValue ? ` (${audit.displayValue})` : '';
  return [`${label}${headline}: ${rows.length ? rows.join('; ') : 'none'}`];
}

export function lighthouseDiagnostics(lhr: TLhr): string[] {
  return [
    ...lcp(lhr),
    ...top(lhr, 'render-blocking-insight', 'Render-blocking', 'wastedMs'),
    ...top(lhr, 'long-tasks', 'Long tasks', 'duration'),
    ...top(lhr, 'bootup-time', 'Script main-thread time', 'total'),
    ...top(lhr, 'mainthread-work-breakdown', 'Main-thread work', 'duration'),
  ];
}
