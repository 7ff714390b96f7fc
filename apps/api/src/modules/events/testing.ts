/**
 * Test front door of modules/events: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Event fixtures (a client of its own per file, events to ingest).
export {
  bandsFromScratch,
  createCommunication,
  createContact,
  createKey,
  createTenant,
  postEvents,
  rollupsOf,
} from './events.test-helpers.ts';
