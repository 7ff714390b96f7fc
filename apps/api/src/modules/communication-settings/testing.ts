/**
 * Test front door of modules/communication-settings: the fixtures and helpers other modules' tests use.
 * Only test code may import it (eslint.config.js); the app never loads it.
 */
// The app with the channel routes, and calls to them as a caller.
export { createChannelsApp, cs } from './channel-common/channel-test-helpers.ts';
export type { TCaller } from './channel-common/channel-test-helpers.ts';
// Email settings fixtures (an SMTP form, a verified domain).
export { addVerifiedDomain, smtpForm } from './email/email-settings.test-helpers.ts';
// Mobile push fixtures (an app with push apps, device tokens).
export { ANDROID_TOKEN, IOS_TOKEN, createPushApp } from './mobile-push/mobile-push.test-helpers.ts';
// A throwaway APNs certificate.
export { TEST_P12_BASE64, TEST_P12_PASSWORD } from './mobile-push/test-fixtures/apns-test-cert.ts';
