/**
 * The text form of a licence key, shared by the API (which verifies keys), the CLI (which
 * prints them) and the web (which tidies what is pasted). A key is
 * `RSN1-XXXXX-XXXXX-...`: the format prefix, then the signed bytes in Crockford base32 in groups
 * of five. Base32 makes it case-insensitive and free of look-alikes (no I, L, O, U; a typed
 * O reads as 0, I and L as 1), so it survives being read out, retyped or pasted from a PDF.
 */
export const LICENCE_KEY_PREFIX = 'RSN1';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 5;
/** 32 payload bytes + a 64-byte Ed25519 signature, in base32. */
export const LICENCE_KEY_BYTES = 96;
export const LICENCE_KEY_BODY_CHARS = Math.ceil((LICENCE_KEY_BYTES * 8) / 5);
/** What the key input accepts before tidying (groups, spaces, line breaks of a pasted key). */
export const LICENCE_KEY_INPUT_MAX = 400;

/** Upper-cases, drops separators and whitespace, maps look-alikes: the canonical characters. */
export function tidyLicenceKey(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** The body of a tidied key (after the prefix), or undefined when it is not a key's shape. */
export function licenceKeyBody(input: string): string | undefined {
  const tidy = tidyLicenceKey(input);
  if (!tidy.startsWith(LICENCE_KEY_PREFIX)) return undefined;
  const body = tidy.slice(LICENCE_KEY_PREFIX.length);
  if (body.length !== LICENCE_KEY_BODY_CHARS) return undefined;
  for (const char of body) if (!ALPHABET.includes(char)) return undefined;
  return body;
}

/** Shape check only (no signature): what the web can tell before asking the server. */
export function looksLikeLicenceKey(input: string): boolean {
  return licenceKeyBody(input) !== undefined;
}

export type TLicenceKeyShape = 'empty' | 'incomplete' | 'complete' | 'malformed';

/**
 * How far a typed key is from a key's shape, so the form can say "not a key" as soon as a
 * character cannot belong to one, and ask the server only about complete keys.
 */
export function licenceKeyShape(input: string): TLicenceKeyShape {
  const tidy = tidyLicenceKey(input);
  if (tidy === '') return 'empty';
  if (!LICENCE_KEY_PREFIX.startsWith(tidy.slice(0, LICENCE_KEY_PREFIX.length))) return 'malformed';
  const body = tidy.slice(LICENCE_KEY_PREFIX.length);
  for (const char of body) if (!ALPHABET.includes(char)) return 'malformed';
  if (body.length < LICENCE_KEY_BODY_CHARS) return 'incomplete';
  return body.length === LICENCE_KEY_BODY_CHARS ? 'complete' : 'malformed';
}

/** Groups a key for display: RSN1-ABCDE-FGHJK-... */
export function formatLicenceKey(input: string): string {
  const tidy = tidyLicenceKey(input);
  const body = tidy.startsWith(LICENCE_KEY_PREFIX) ? tidy.slice(LICENCE_KEY_PREFIX.length) : tidy;
  const groups = body.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  return [LICENCE_KEY_PREFIX, ...groups].join('-');
}

/** The characters kept in clear when a key is shown masked. */
export const LICENCE_KEY_HINT_CHARS = 4;

/** A stored key hint shown masked: RSN1-XXXX-XXXX-…-AB12. */
export function maskLicenceKey(hint: string): string {
  return `${LICENCE_KEY_PREFIX}-XXXX-XXXX-…-${hint}`;
}

export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes canonical base32; undefined on a foreign character or non-zero padding bits. */
export function decodeBase32(text: string): Uint8Array | undefined {
  const bytes = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes[index++] = (buffer >>> (bits - 8)) & 255;
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  // Padding bits must be zero, so every key has exactly one spelling.
  if (buffer !== 0) return undefined;
  return bytes;
}
