/**
 * Test front door of modules/profile: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Picture fixtures (PNG bytes, multipart bodies).
export { TINY_PNG, multipartBody, pngOfSize } from './profile-test-helpers.ts';
