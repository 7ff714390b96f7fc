import { inflateSync } from 'node:zlib';

/** The text drawn in a PDF made by pdf-lib (hex strings of Tj operators), for assertions. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  for (const [, body] of streams) {
    let content = body!;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      // Not compressed.
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
