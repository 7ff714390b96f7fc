/**
 * Test front door of modules/licence: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Calls to the licence endpoints, and onboarding tokens.
export { callLicence, onboardingQ } from './licence-test-helpers.ts';
