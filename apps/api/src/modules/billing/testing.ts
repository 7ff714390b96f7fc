/**
 * Test front door of modules/billing: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Calls to the billing endpoints and a card the test processor approves.
export { card, post, submitBody } from './billing-test-helpers.ts';
