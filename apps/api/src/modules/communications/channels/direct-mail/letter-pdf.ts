import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in PDF points, with 20 mm margins. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56.7;
const BODY_SIZE = 11;
const LINE = 15;

export type TLetter = {
  /** Lines of the sender's return address, the first one its name. */
  returnAddress: string[];
  /** Lines of the recipient's address, the first one the name. */
  recipient: string[];
  date: string;
  heading: string;
  body: string;
};

/**
 * The standard fonts cover WinAnsi only: a character they cannot draw becomes '?', so a name
 * in another script prints (imperfectly) instead of failing the whole letter.
 */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 0;
    out += known.has(code) ? char : '?';
  }
  return out;
}

/** Words into lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
      } else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * One letter as a PDF: return address, the recipient's address where a windowed envelope shows
 * it, the date, the heading and the body, wrapped and continued on new pages as needed.
 */
export async function letterPdf(letter: TLetter): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(await pdf.embedFont(StandardFonts.Helvetica), letter.heading || 'Letter'));
  pdf.setProducer('Resonate');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.1);
  const textWidth = PAGE.width - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const write = (text: string, options: { size?: number; font?: PDFFont; x?: number } = {}) => {
    const used = options.font ?? font;
    page.drawText(drawable(used, text), {
      x: options.x ?? MARGIN,
      y,
      size: options.size ?? BODY_SIZE,
      font: used,
      color: ink,
    });
  };

  for (const line of letter.returnAddress) {
    write(line, { size: 8 });
    y -= 10;
  }
  // The recipient block sits about 50 mm from the top (DIN 5008 / C5 window envelopes).
  y = Math.min(y - LINE, PAGE.height - 141.7);
  for (const line of letter.recipient) {
    write(line);
    y -= LINE;
  }
  y -= LINE;
  const date = drawable(font, letter.date);
  write(date, { x: PAGE.width - MARGIN - font.widthOfTextAtSize(date, BODY_SIZE) });
  y -= 2 * LINE;
  if (letter.heading) {
    for (const line of wrapText(drawable(bold, letter.heading), bold, 13, textWidth)) {
      write(line, { size: 13, font: bold });
      y -= 18;
    }
    y -= LINE / 2;
  }
  for (const line of wrapText(drawable(font, letter.body), font, BODY_SIZE, textWidth)) {
    if (y < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    write(line);
    y -= LINE;
  }
  return pdf.save();
}
