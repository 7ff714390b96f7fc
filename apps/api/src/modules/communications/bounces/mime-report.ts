/**
 * Just enough MIME (RFC 2045/2046) to read a multipart/report: header blocks with folded lines,
 * a multipart body split at its boundary, and base64 or quoted-printable parts decoded. A report
 * is small and machine-written, so this reads it without a general mail parser (and fast: the
 * inbound receiver may take bursts of thousands). Text is handled as latin1, byte for byte.
 */
export type THeaders = ReadonlyMap<string, readonly string[]>;
export type TMimePart = { headers: THeaders; body: string };

const MAX_PARTS = 20;

/** Header fields (names lower-cased, folded lines joined) of a block of `Name: value` lines. */
export function parseHeaderBlock(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const values = headers.get(name) ?? [];
    values.push(line.slice(colon + 1).trim());
    headers.set(name, values);
  }
  return headers;
}

/** Splits at the first empty line: the header block and the body. */
export function parsePart(raw: string): TMimePart {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  return { headers: parseHeaderBlock(head), body };
}

export function first(headers: THeaders, name: string): string | undefined {
  return headers.get(name)?.[0];
}

/** `multipart/report; report-type=delivery-status; boundary="x"` as a type and its parameters. */
export function contentTypeOf(headers: THeaders): { type: string; params: Map<string, string> } {
  const value = first(headers, 'content-type') ?? 'text/plain';
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq <= 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    params.set(
      key,
      param
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

function decode(part: TMimePart): string {
  const encoding = (first(part.headers, 'content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('latin1');
  if (encoding === 'quoted-printable') {
    return part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return part.body;
}

/** The parts of a multipart body (decoded), or undefined when it has no usable boundary. */
export function multipartParts(part: TMimePart): TMimePart[] | undefined {
  const boundary = contentTypeOf(part.headers).params.get('boundary');
  if (!boundary || boundary.length > 200) return undefined;
  const delimiter = `--${boundary}`;
  const chunks = part.body.split(delimiter);
  if (chunks.length < 3) return undefined;
  const parts: TMimePart[] = [];
  // chunks[0] is the preamble; a chunk starting with "--" is the close delimiter's epilogue.
  for (const chunk of chunks.slice(1, MAX_PARTS + 1)) {
    if (chunk.startsWith('--')) break;
    const parsed = parsePart(chunk.replace(/^[ \t]*\r?\n/, ''));
    parts.push({ headers: parsed.headers, body: decode(parsed) });
  }
  return parts;
}

/** The address inside `<...>` or a typed `rfc822; a@b` field, lower-cased. */
export function addressOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const typed = value.includes(';') ? value.slice(value.indexOf(';') + 1) : value;
  const angle = /<([^<>\s]*)>/.exec(typed);
  const address = (angle ? angle[1]! : typed).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined;
}
