/**
 * Test front door of modules/data-exchange: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Calls to the DataExchange/ endpoints as a caller.
export { dx } from './data-exchange.test-helpers.ts';
