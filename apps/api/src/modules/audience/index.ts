/**
 * Front door (issue 23) of modules/audience: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Contact filters as SQL conditions.
export { contactWhere } from './contacts/contact-filter.ts';
// The search box's text as a contact search (national numbers read with the client's dial code).
export { resolveContactSearch } from './contacts/contact-search.ts';
// Reads of one contact (by id, by address, its lists).
export { findClientCountryId } from './contacts/contacts-repository.ts';
// Deleting contacts (and forgetting them everywhere).
export { deleteContacts } from './contacts/delete-contacts.ts';
// Modules above audience register their part of a contact's erasure (no import cycle).
export { onContactsErased } from './contacts/erasure-participants.ts';
export type { TForgetPeople } from './contacts/erasure-participants.ts';
// The attribute cleanup job's work: strips a deleted attribute's values.
export { stripAttributeValues } from './contacts/strip-attribute-values.ts';
// Runs a query under a time budget (a savepoint with a statement timeout).
export { withinBudget } from './contacts/walk-budget.ts';
// Where a client's import files are kept.
export { clientImportsDir } from './imports/import-paths.ts';
// Double opt-in: pending contacts get no email; the confirmation job's work.
export { pendingOptInSql } from './opt-in/pending-opt-in-sql.ts';
export { markApiContactsPending } from './opt-in/mark-pending.ts';
export { sendDueConfirmations } from './opt-in/send-confirmations.ts';
export type { TBrandMailer } from './opt-in/send-confirmations.ts';
// Import job: resumes imports a dead worker left running.
export { recoverImports } from './imports/run/recover-imports.ts';
// Import job: runs one contact import.
export { runImport } from './imports/run/run-import.ts';
// Removes import files past their keep time.
export { sweepImportFiles } from './imports/sweep/sweep-import-files.ts';
// Which of a client's contacts a statement works on (joins and a condition).
export { selectionFrom } from './lists/contact-selection.ts';
export type { TContactSelection } from './lists/contact-selection.ts';
// Dynamic list rules as SQL conditions.
export { storedRuleSelection } from './lists/dynamic/rule-filter.ts';
// Audience lists and their members, for sending and reports.
export type { TTrx } from './lists/list-repository.ts';
// Routes: contacts, attributes, imports, lists.
export { default as audienceRoutes } from './routes.ts';
