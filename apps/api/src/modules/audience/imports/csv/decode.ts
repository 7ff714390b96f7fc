import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { TImportEncoding } from '@resonate/contracts/audience/imports';

/**
 * The decoder of a detected encoding. UTF-8's drops a leading BOM. "Latin-1" is read as
 * Windows-1252, its superset, because that is what spreadsheets on Windows write when they
 * say "CSV": it differs from ISO-8859-1 only in 0x80-0x9F (€, curly quotes, dashes), which
 * ISO-8859-1 leaves as control characters.
 */
export function decoderFor(encoding: TImportEncoding): TextDecoder {
  return new TextDecoder(encoding === 'latin-1' ? 'windows-1252' : 'utf-8');
}

/**
 * Checks a stream of bytes for valid UTF-8 chunk by chunk, without decoding: a character cut
 * by a chunk boundary is carried to the next chunk.
 */
export class Utf8Checker {
  valid = true;
  private carry: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    if (!this.valid) return;
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const cut = incompleteTail(bytes);
    this.carry = Buffer.from(bytes.subarray(bytes.length - cut));
    if (!isUtf8(bytes.subarray(0, bytes.length - cut))) this.valid = false;
  }

  end(): boolean {
    if (this.carry.length > 0) this.valid = false;
    return this.valid;
  }
}

/** How many bytes at the end start a multi-byte character that the next chunk completes. */
function incompleteTail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}
