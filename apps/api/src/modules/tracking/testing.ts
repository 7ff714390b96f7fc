/**
 * Test front door of modules/tracking: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Tracking fixtures (a sent message, as the engine records it).
export { createMessage } from './tracking.test-helpers.ts';
