/**
 * The query parameter of a provider's sign-in link (`PUBLIC_URL/?sso=<providerId>`): how the
 * people a company invited reach its provider before the company has verified the domain. A
 * file of its own, without zod, because the login page reads it and carries no schema library
 * (its JavaScript budget, e2e/tests/shell.test.ts).
 */
export const SSO_LINK_PARAM = 'sso';
