/**
 * Front door (issue 23) of modules/auth: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Failed sign-in counters (cleared on success).
export { clearAccountFailures } from './abuse/failures.ts';
// The RSA key pair the browser encrypts credentials with.
export { loadLoginKey } from './crypto/login-key.ts';
export type { TLoginKey } from './crypto/login-key.ts';
// One-time code generation.
export { newOtpCode } from './crypto/otp-code.ts';
// Password hashing (argon2id) and verification.
export { hashPassword, verifyPassword } from './crypto/password-hash.ts';
// Signed payloads that a client carries between steps.
export { signPayload, verifyPayload } from './crypto/signed-payload.ts';
// Random tokens, their hashes and constant-time comparison.
export { hashToken, keyedHash, sameBytes } from './crypto/tokens.ts';
// What the sign-in use cases need from the app.
export type { TAuthDeps, TClientInfo } from './deps.ts';
// Whether an account may sign in (deactivated, locked, pending).
export {
  CLIENT_DEACTIVATED_MESSAGE,
  DEACTIVATED_MESSAGE,
  accountOutcome,
} from './login/account-outcome.ts';
// The login response (permissions, features).
export { buildLoginData } from './login/build-login-data.ts';
// The end of every first factor: continues to the second factor or the session.
export { INVALID_CREDENTIALS, LOGIN_SUCCESS, completeSignIn } from './login/complete-sign-in.ts';
export type { TLoginResult } from './login/complete-sign-in.ts';
// The signed token of the payment and account-setup pages.
export { readOnboardingToken, signOnboardingToken } from './login/onboarding-token.ts';
// Checking a one-time code.
export { TOO_MANY_WRONG_CODES } from './otp/check-otp.ts';
// The emailed-code sign-in step.
export { confirmOtpLogin } from './otp/confirm-otp-login.ts';
// Starting a one-time code challenge (and masking its address).
export { maskEmail, startOtpChallenge } from './otp/start-otp-challenge.ts';
// Sign-in policy constants (failures, codes, sessions).
export { FAILURE_POLICY, OTP_POLICY, SESSION_POLICY } from './policy.ts';
// Cleanup of the anti-abuse rows (nonces, captchas, counters).
export { deleteExpiredAbuseRows } from './repositories/abuse-repository.ts';
// User accounts: lookups across tenants, account admins, passwords.
export {
  findAccountByEmail,
  listAccountAdminIds,
  listChildClients,
  loadAccount,
  setPassword,
} from './repositories/accounts-repository.ts';
export type { TAccount, TAccountRef } from './repositories/accounts-repository.ts';
// Sessions: device history, revoking a user's sessions.
export { deviceHistory, revokeUserSessions } from './repositories/sessions-repository.ts';
// Routes: sign-in, one-time codes, password reset and change, the session.
export { default as authRoutes } from './routes.ts';
// The caller's address and user agent.
export { clientInfo } from './routes/client-info.ts';
// Per-address request limits of the auth endpoints.
export { AUTH_RATE_LIMITS } from './routes/rate-limits.ts';
// The request authentication hook.
export { authenticate } from './session/authenticate.ts';
// Opens a session and returns its access token.
export { createSession } from './session/create-session.ts';
// What an authenticated request knows about its caller.
export { loadAuthContext } from './session/load-auth-context.ts';
// The end of every sign-in whose factors are proven.
export { openSession } from './session/open-session.ts';
// Tells every API instance that sessions ended.
export { announceRevocation, revocationChannel } from './session/revocation-listener.ts';
// Which right a feature's endpoint needs.
export { routeAccess } from './session/route-access.ts';
// The caller of a request (TAuthContext) and the session cache.
export { SessionCache } from './session/session-cache.ts';
export type { TAuthContext, TFeatureAccess } from './session/session-cache.ts';
