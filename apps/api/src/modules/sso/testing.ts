/**
 * Test front door of modules/sso: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// Calls to the SSO endpoints and domain proofs over a fake DNS.
export { fakeDns, listDomains, post, proveDomain } from './sso-test-helpers.ts';
// A real OpenID provider (npm `oidc-provider`) on this machine, for tests.
export { startLocalProvider } from './testing/local-provider.ts';
export type { TLocalProvider } from './testing/local-provider.ts';
