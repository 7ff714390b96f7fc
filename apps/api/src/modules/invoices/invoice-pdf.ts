import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMessagePrice, type TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const GREY = rgb(0.4, 0.4, 0.4);
const dateOf = (iso: string | null) =>
  iso === null ? '-' : new Date(iso).toLocaleDateString('en-GB', { timeZone: 'UTC' });

/** Periods end exclusively in storage; people read them by their last day. */
const lastDayOf = (iso: string) => new Date(new Date(iso).getTime() - 1).toISOString();

/** The standard fonts speak WinAnsi only: anything else becomes '?', never a crash. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff\u20ac]/g, '?');

type TPen = { page: PDFPage; font: PDFFont; bold: PDFFont; y: number; doc: PDFDocument };

function write(
  pen: TPen,
  text: string,
  x: number,
  opts: { bold?: boolean; size?: number; right?: boolean; grey?: boolean } = {},
) {
  const font = opts.bold ? pen.bold : pen.font;
  const size = opts.size ?? 10;
  const safe = winAnsi(text);
  const at = opts.right ? x - font.widthOfTextAtSize(safe, size) : x;
  pen.page.drawText(safe, { x: at, y: pen.y, size, font, color: opts.grey ? GREY : rgb(0, 0, 0) });
}

function newLine(pen: TPen, step = 14) {
  pen.y -= step;
  if (pen.y < MARGIN + 40) {
    pen.page = pen.doc.addPage([A4.width, A4.height]);
    pen.y = A4.height - MARGIN;
  }
}

/** Splits a description into lines that fit its column (a long word is cut, never lost). */
function wrap(font: PDFFont, text: string, width: number, size = 10): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || current === '') current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The invoice as a PDF, laid out like the page: issuer, bill-to with address, number and dates,
 * the lines, subtotal, discount, tax and total. Every amount goes through the same formatMoney
 * as the page, from the same minor units, so the two agree to the cent.
 */
export async function invoicePdf(invoice: TInvoiceDetail): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = invoice.kind === 'invoice' ? 'Invoice' : 'Credit note';
  doc.setTitle(`${title} ${invoice.invoiceNumber}`);
  doc.setAuthor(invoice.issuer.name);
  const pen: TPen = {
    doc,
    page: doc.addPage([A4.width, A4.height]),
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: A4.height - MARGIN,
  };
  const right = A4.width - MARGIN;
  const money = (minor: number) => formatMoney(minor, invoice.currency);

  write(pen, invoice.issuer.name, MARGIN, { bold: true, size: 14 });
  write(pen, title.toUpperCase(), right, { bold: true, size: 18, right: true });
  for (const line of [
    ...invoice.issuer.addressLines,
    `VAT ${invoice.issuer.vatNumber}`,
    invoice.issuer.email,
  ]) {
    newLine(pen);
    write(pen, line, MARGIN, { grey: true });
  }
  newLine(pen, 30);
  const top = pen.y;
  write(pen, 'Bill to', MARGIN, { bold: true });
  const billTo = invoice.billTo;
  const cityLine = [billTo.city, billTo.postcode].filter(Boolean).join(' ');
  for (const line of [
    billTo.name,
    billTo.address,
    cityLine,
    billTo.countryCode ?? '',
    billTo.email,
    billTo.taxNumber ? `VAT/tax number ${billTo.taxNumber}` : '',
  ]) {
    if (!line) continue;
    newLine(pen);
    write(pen, line, MARGIN);
  }
  const afterBillTo = pen.y;
  pen.y = top;
  const isInvoice = invoice.kind === 'invoice';
  const status = invoice.status.charAt(0).toUpperCase() + invoice.status.slice(1);
  const facts: [string, string][] = [
    ['Number', invoice.invoiceNumber],
    ['Issued', dateOf(invoice.issuedAt)],
    ...(isInvoice ? [['Due', dateOf(invoice.dueAt)] as [string, string]] : []),
    ['Period', `${dateOf(invoice.periodStart)} - ${dateOf(lastDayOf(invoice.periodEnd))}`],
    ...(isInvoice ? [['Status', status] as [string, string]] : []),
  ];
  if (invoice.creditedInvoiceNumber) facts.push(['Credits', invoice.creditedInvoiceNumber]);
  if (invoice.orderId) facts.push(['Order', invoice.orderId]);
  for (const [label, value] of facts) {
    write(pen, label, right - 200, { grey: true });
    write(pen, value, right, { right: true });
    newLine(pen);
  }
  pen.y = Math.min(pen.y, afterBillTo) - 24;

  const cols = { qty: right - 190, unit: right - 100, amount: right };
  write(pen, 'Description', MARGIN, { bold: true });
  write(pen, 'Qty', cols.qty, { bold: true, right: true });
  write(pen, 'Unit price', cols.unit, { bold: true, right: true });
  write(pen, 'Amount', cols.amount, { bold: true, right: true });
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y - 4 },
    end: { x: right, y: pen.y - 4 },
    thickness: 0.5,
  });
  for (const line of invoice.lines) {
    newLine(pen, 18);
    const [first = '', ...rest] = wrap(pen.font, line.description, cols.qty - MARGIN - 50);
    write(pen, first, MARGIN);
    write(pen, line.quantity.toLocaleString('en-GB'), cols.qty, { right: true });
    const unit =
      line.unitPriceMilli === null
        ? money(line.unitPriceMinor)
        : formatMessagePrice(line.unitPriceMilli, invoice.currency);
    write(pen, unit, cols.unit, { right: true });
    write(pen, money(line.amountMinor), cols.amount, { right: true });
    for (const more of rest) {
      newLine(pen, 12);
      write(pen, more, MARGIN);
    }
  }
  newLine(pen, 10);
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: right, y: pen.y },
    thickness: 0.5,
  });
  const totals: [string, number][] = [['Subtotal', invoice.subtotalMinor]];
  if (invoice.discountMinor !== 0) {
    totals.push([
      `Discount${invoice.promoCode ? ` (${invoice.promoCode})` : ''}`,
      -invoice.discountMinor,
    ]);
  }
  totals.push([`${invoice.taxLabel} (${invoice.taxRateBp / 100}%)`, invoice.taxMinor]);
  for (const [label, amount] of totals) {
    newLine(pen, 16);
    write(pen, label, cols.unit, { right: true, grey: true });
    write(pen, money(amount), cols.amount, { right: true });
  }
  newLine(pen, 20);
  write(pen, `Total (${invoice.currency})`, cols.unit, { bold: true, right: true, size: 12 });
  write(pen, money(invoice.totalMinor), cols.amount, { bold: true, right: true, size: 12 });
  if (invoice.taxNote) {
    newLine(pen, 28);
    write(pen, invoice.taxNote, MARGIN, { grey: true });
  }
  if (invoice.payment) {
    const { paidAt, cardBrand, cardLast4, reference, amountMinor } = invoice.payment;
    const how = cardLast4 ? `${cardBrand ?? 'Card'} ending ${cardLast4}` : reference;
    newLine(pen, 20);
    write(pen, `Paid ${paidAt.slice(0, 10)}: ${money(amountMinor)} (${how})`, MARGIN, {
      grey: true,
    });
  }
  if (invoice.reason) {
    newLine(pen, 28);
    write(pen, `Reason: ${invoice.reason}`, MARGIN, { grey: true });
  }
  return doc.save();
}
