/**
 * Test front door of modules/active-directory: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// A real LDAP server (ldapjs) for directory tests.
export {
  TEST_BASE_DN,
  TEST_SERVICE_DN,
  TEST_SERVICE_PASSWORD,
  groupDn,
  startTestLdapServer,
} from './test-support/test-ldap-server.ts';
export type { TTestLdapServer } from './test-support/test-ldap-server.ts';
