/**
 * Front door (issue 23) of modules/licence: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Expiry job: licence expiry notices.
export { raiseLicenceExpiryNotices } from './expiry/raise-expiry-notices.ts';
// Grants a licence.
export { grantLicence } from './grant-licence.ts';
// The licence key payload.
export type { TLicenceKeyPayload } from './keys/licence-key-payload.ts';
// Licence key signing.
export { signLicenceKey } from './keys/licence-key-signing.ts';
// The trusted licence key signers.
export { publicKeyFromRaw, rawPublicKey, readOrCreateSigningKey } from './keys/trusted-keys.ts';
// Licences.
export { findCurrentLicence } from './licence-repository.ts';
// Routes: the licence page.
export { default as licenceRoutes } from './routes.ts';
// The demo tenant's licences.
export { seedDemoLicence } from './seed-demo-licences.ts';
// Guards that refuse work a licence does not cover.
export {
  assertChannelLicensed,
  assertLicenceAllows,
  assertSeatFree,
  licenceSendStop,
} from './standing/licence-guards.ts';
// A client's licence standing.
export { licenceRenewalDue, loadLicenceStanding } from './standing/licence-standing.ts';
