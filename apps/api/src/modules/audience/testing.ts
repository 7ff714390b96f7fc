/**
 * Test front door of modules/audience: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Calls to the Audience/ endpoints as a caller.
export { addEvent, au } from './contacts/contacts.test-helpers.ts';
// Contact import fixtures (files, runs).
export { multipart, runImport, upload, uploaded } from './imports/test/import-test-helpers.ts';
export type { TCaller } from './imports/test/import-test-helpers.ts';
