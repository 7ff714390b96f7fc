/**
 * A calendar month as people read it, "November 2026": invoice lines and the invoice list (the
 * same words on the page and in the PDF) and the consumption pages. en-GB and UTC, like the
 * invoices: a month reads the same whoever opens it.
 */
const MONTH_NAME = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** month is 1-12. */
export function formatMonthName(year: number, month: number): string {
  return MONTH_NAME.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "2026-10" -> "October 2026". */
export function formatPeriodName(period: string): string {
  const [year, month] = period.split('-').map(Number);
  return formatMonthName(year!, month!);
}
