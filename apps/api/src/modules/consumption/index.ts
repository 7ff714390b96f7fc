/**
 * Front door (issue 23) of modules/consumption: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Folds sent messages into the usage counters.
export { foldMessages } from './meter/fold-messages.ts';
// Counts API calls and response bytes per client and day.
export { createRequestMeter } from './meter/request-meter.ts';
export type { TRequestMeter } from './meter/request-meter.ts';
// Metering job: one metering pass.
export { runMessageFold, runThresholdCheck, runUsageSnapshot } from './meter/run-metering.ts';
// A month's usage, for invoices.
export { channelUsageForMonth } from './monthly-usage.ts';
// Routes: the consumption pages.
export { default as consumptionRoutes } from './routes.ts';
// Whether a send stays within the allowance.
export { sendAllowance } from './usage-gate.ts';
