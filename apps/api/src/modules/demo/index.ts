/**
 * Front door (issue 23) of modules/demo: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The demo tenant's accounts.
export { DEMO_CLIENTS } from './demo-accounts.ts';
// The demo tenant's audience.
export { DEMO_ATTRIBUTES, DEMO_AUDIENCE_SIZE, seedDemoAudience } from './demo-audience.ts';
// The demo history's contacts.
export { loadDemoContacts, topUpContacts } from './demo-history/demo-contacts.ts';
// Produces the demo tenant's history.
export { DEMO_HISTORY_VERSION } from './demo-history/produce-history.ts';
// Writes the demo tenant's history.
export { writeDemoHistory } from './demo-history/write-history.ts';
// The demo tenant's lists.
export { seedDemoLists } from './demo-lists.ts';
// Warns when demo accounts are live.
export { warnOfDemoAccounts } from './demo-warning.ts';
// Seeds the demo tenant on a first start.
export { seedDemoTenant } from './seed-demo.ts';
// Seeds the demo tenant from the worker.
export { seedDemoInWorker } from './seed-in-worker.ts';
