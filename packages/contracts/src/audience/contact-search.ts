/**
 * What a contact search box means, decided once so the API and the page's hint agree:
 * - text with an @ is the start of an email address;
 * - digits (with +, spaces, dots, dashes or brackets) are the start of a mobile number, in
 *   international form (+44 7700, 447700, 0044 7700) or, from a leading 0, national form in
 *   the client's country when its dial code is known (07700 -> +447700);
 * - anything else is the start of the "first last" name or of the email address.
 * Matching is case-insensitive; every kind is a prefix, so an index answers it at millions.
 */
export type TContactSearch =
  | { kind: 'email'; prefix: string }
  | { kind: 'mobile'; prefix: string }
  | { kind: 'nameOrEmail'; prefix: string };

const PHONE_LIKE = /^[(\s]*\+?[\d\s().-]+$/;
const SEPARATORS = /[\s().-]/g;
/** Fewer digits than this match too much to be a useful number search; they search names. */
const MOBILE_SEARCH_MIN_DIGITS = 3;

export function parseContactSearch(
  raw: string | undefined,
  dialCode?: string,
): TContactSearch | undefined {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') return undefined;
  if (text.includes('@')) return { kind: 'email', prefix: text.replace(/\s/g, '') };
  const digits = text.replace(SEPARATORS, '');
  if (PHONE_LIKE.test(text) && digits.replace('+', '').length >= MOBILE_SEARCH_MIN_DIGITS) {
    if (digits.startsWith('+')) return { kind: 'mobile', prefix: digits };
    if (digits.startsWith('00')) return { kind: 'mobile', prefix: `+${digits.slice(2)}` };
    if (digits.startsWith('0') && dialCode) {
      return { kind: 'mobile', prefix: `${dialCode}${digits.replace(/^0+/, '')}` };
    }
    return { kind: 'mobile', prefix: `+${digits.replace(/^0+/, '')}` };
  }
  return { kind: 'nameOrEmail', prefix: text };
}

/**
 * The smallest string above every string that starts with `prefix`, in code-point order (the
 * database's C and C.UTF-8 collations): the upper bound of an index range for a prefix. Undefined
 * when there is none (the prefix ends in the last code point).
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const points = Array.from(prefix);
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    let next = last + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) return points.join('') + String.fromCodePoint(next);
  }
  return undefined;
}
