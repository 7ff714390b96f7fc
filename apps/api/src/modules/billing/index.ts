/**
 * Front door (issue 23) of modules/billing: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Charges an invoice to the saved card.
export { chargeInvoice, declinedError, earlierInvoiceCharge } from './charge-invoice.ts';
export type { TChargeOutcome } from './charge-invoice.ts';
// How a paid invoice was paid (for its page and PDF).
export { findInvoicePayment } from './invoice-payment-record.ts';
// The payment provider interface.
export type { TPaymentProvider } from './payment-provider.ts';
// Routes: orders and payment.
export { default as billingRoutes } from './routes.ts';
// The built-in test payment provider.
export { TEST_CARDS, testPaymentProvider } from './test-payment-provider.ts';
