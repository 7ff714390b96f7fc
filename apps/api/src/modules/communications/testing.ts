/**
 * Test front door of modules/communications: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Bounce fixtures (a contact with a sent message).
export {
  anotherEmail,
  figuresOf,
  sentEmail,
  suppressionOf,
  timelineOf,
} from './bounces/bounces.test-helpers.ts';
// Bounce and complaint mails as fixtures.
export { loadFixture } from './bounces/fixtures/load-fixture.ts';
// Sending engine fixtures.
export {
  communicationRow,
  insertEmailCommunication,
  messageStatuses,
} from './engine/test/engine-fixture.ts';
// Journey fixtures (builders and readers).
export {
  createAndStart,
  edges,
  entryList,
  exit,
  saveJourney,
  sendEmail,
} from './journeys/test/journey-fixture.ts';
// Communications with a real SMTP sink, ready to send.
export {
  comm,
  createCommunicationFixture,
  ownerOf,
  seedListWithContacts,
  useSmtpSink,
} from './test/communication-fixtures.ts';
export type { TCaller, TCommunicationFixture, TSmtpSink } from './test/communication-fixtures.ts';
