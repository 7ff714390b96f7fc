/**
 * CSV cells the product writes (exports, rejected-row reports, activity lists). A cell that
 * starts with =, +, -, @ (or a tab or carriage return, which some spreadsheets skip before
 * reading a formula) is prefixed with an apostrophe, so a spreadsheet shows it as text instead
 * of running it (OWASP "CSV injection"). Cells are quoted when they hold a comma, quote or line
 * break, as RFC 4180 says.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 and spreadsheet imports expect). */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
