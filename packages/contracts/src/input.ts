/**
 * Input behaviours of spec section 5 as pure functions; the React inputs call them on change or
 * keydown, which keeps the rules testable without a browser.
 */
import { DECIMAL_INPUT_MAX } from './constants.ts';

const MAX_DECIMALS = 2;

/** Keeps digits and the first dot, at most 2 decimals: '-12.345a' -> '12.34'. */
export function sanitizeDecimal(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const whole = kept.slice(0, dot);
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MAX_DECIMALS);
  return `${whole}.${fraction}`;
}

/** Runs of spaces become one. Ends are kept: the person may be about to type the next word. */
export function collapseSpaces(value: string): string {
  return value.replace(/ {2,}/g, ' ');
}

/** What a keydown handler knows; a React KeyboardEvent fits. */
export type TKeyLike =
  string | { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean };

// Named keys (Backspace, Tab, arrows, Enter) and shortcuts (Ctrl+V, Cmd+A) always pass, or the
// filter would trap the caret and break copy and paste.
function keyFilter(allowed: RegExp) {
  return (input: TKeyLike): boolean => {
    const event = typeof input === 'string' ? { key: input } : input;
    if (event.ctrlKey || event.metaKey || event.altKey) return true;
    if (event.key.length > 1 && !/^.$/u.test(event.key)) return true;
    return allowed.test(event.key);
  };
}

export const isNumericKey = keyFilter(/^\d$/);
/** Letters of any script, so names such as "José" or "Zoë" can be typed. */
export const isLetterOrSpaceKey = keyFilter(/^[\p{L} ]$/u);
export const isAlphanumericUnderscoreHyphenKey = keyFilter(/^[A-Za-z0-9_-]$/);
/** The characters EMAIL_PATTERN accepts. */
export const isEmailCharKey = keyFilter(/^[\w.@-]$/);

/**
 * Whether the value the input would hold next is acceptable: a non-negative number with at most
 * 2 decimals, not above DECIMAL_INPUT_MAX. Empty is accepted so the field can be cleared.
 */
export function acceptDecimalInput(next: string): boolean {
  if (next === '') return true;
  if (!/^\d*\.?\d{0,2}$/.test(next) || next === '.') return false;
  return Number(next) <= DECIMAL_INPUT_MAX;
}

export type TDuplicateResult = { hasDuplicate: boolean; index: number };

// Values compare trimmed and case-blind: ' 10.0.0.1' and 'Example.com' repeat '10.0.0.1' and
// 'example.com' as far as a person is concerned.
function comparable(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/**
 * The first item whose `key` repeats an earlier item's, so the form can put 'Duplicate value'
 * under that row. Empty values are skipped: blank rows are the required rule's business.
 */
export function findDuplicate<T extends object>(
  list: readonly T[],
  key: keyof T,
): TDuplicateResult {
  const seen = new Set<unknown>();
  for (const [index, item] of list.entries()) {
    const value = comparable(item[key]);
    if (value === '' || value === null || value === undefined) continue;
    if (seen.has(value)) return { hasDuplicate: true, index };
    seen.add(value);
  }
  return { hasDuplicate: false, index: -1 };
}
