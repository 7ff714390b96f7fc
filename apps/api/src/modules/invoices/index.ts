/**
 * Front door (issue 23) of modules/invoices: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Invoice closing job: closes a month.
export { closeMonth, previousPeriod } from './issue/close-month.ts';
// Invoice and credit note numbers.
export { nextDocumentNumber } from './issue/document-numbers.ts';
// Issues a month's invoice.
export { issueMonthlyInvoice } from './issue/issue-monthly-invoice.ts';
// Overdue job: alerts on overdue invoices.
export { raiseOverdueInvoiceAlerts } from './overdue/raise-overdue-alerts.ts';
// Routes: invoices and credit notes.
export { default as invoiceRoutes } from './routes.ts';
