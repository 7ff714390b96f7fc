/**
 * Test front door of modules/admin: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Signed-in calls to the administration endpoints.
export { brandForm, call, createOtherAgency, setupToken } from './admin-test-helpers.ts';
export type { TCaller } from './admin-test-helpers.ts';
