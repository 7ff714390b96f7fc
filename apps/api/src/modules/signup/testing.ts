/**
 * Test front door of modules/signup: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Sign-up fixtures.
export { post, signUpOverApi } from './signup-test-helpers.ts';
