/**
 * Front door (issue 23) of modules/communication-settings: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// A client's channel accounts and their opened secrets.
export {
  accountIsReady,
  accountSecretContext,
  accountSettings,
  findChannelAccountRow,
  openAccountSecret,
} from './channel-accounts/channel-account-repository.ts';
export type { TChannelAccountRow } from './channel-accounts/channel-account-repository.ts';
// The delivery adapter of a channel, settings resolved.
export { adapterFor } from './channel-common/adapter-for.ts';
// Checks a provider API base URL (outbound guard).
export { checkApiBaseUrl } from './channel-common/check-api-base-url.ts';
// Scope and version checks of the settings endpoints.
export {
  assertFresh,
  firstVersion,
  nextVersion,
  ownClient,
  ownClientAdmin,
} from './channel-common/scope.ts';
export type { TChannelDeps } from './channel-common/scope.ts';
// The secret box of channel settings, and masking.
export { channelSecretBox, masked } from './channel-common/secrets.ts';
// The SMTP settings' secret box.
export { smtpSecretBox, smtpSecretContext } from './email/deps.ts';
// DKIM keys and the DNS records of a sending domain.
export { generateDkimKeyPair } from './email/dns-records.ts';
// The email sender's options.
export { extendedSystemOf } from './email/extended-system.ts';
// A client's sending domains.
export { listSmtpDomainRows } from './email/repositories/smtp-domains-repository.ts';
// A client's SMTP settings.
export {
  findSmtpSettings,
  saveSmtpSettings,
} from './email/repositories/smtp-settings-repository.ts';
// Who a client's email is sent as (from, domain, DKIM).
export {
  chooseSendingDomain,
  missingRecords,
  sendingDomainProblem,
  sendingIdentityOf,
} from './email/sending-identity.ts';
// Mail as the brand outside campaigns (double opt-in confirmations).
export { openBrandMailer } from './email/brand-mailer.ts';
// The SMTP server a client's email goes through.
export { smtpServerOf } from './email/smtp-server-of.ts';
// The per-server sending pace.
export { getSmtpThrottle } from './email/smtp-throttle.ts';
// Mobile push senders (FCM, APNs).
export { openPushSenders } from './mobile-push/broadcast/push-senders.ts';
export type { TPushSenders } from './mobile-push/broadcast/push-senders.ts';
// Broadcast job: sends one mobile push broadcast.
export { runBroadcast } from './mobile-push/broadcast/run-broadcast.ts';
// Mobile push apps and devices.
export { findMobileAppRow, listMobileAppRows } from './mobile-push/mobile-push-repository.ts';
export type { TMobileAppRow } from './mobile-push/mobile-push-repository.ts';
// The quiet-hours rule a marketing send of a channel obeys (issue 27, item 4).
export { quietHoursRuleOf } from './quiet-hours/quiet-hours-repository.ts';
// Routes: channel settings.
export { default as communicationSettingsRoutes } from './routes.ts';
// Voice message settings.
export { findVmsRow } from './voice/vms-repository.ts';
// VAPID key generation.
export { newVapidKeys } from './web-push/generate-vapid-keys.ts';
// Web push sites and subscriptions.
export { findWebPushRow } from './web-push/web-push-repository.ts';
// Which client a web push site belongs to (public site key and origin).
export { openVapidKeys, originDomain } from './web-push/web-push-site.ts';
// Enables or disables the WhatsApp channel; whether its settings are complete.
export { isComplete } from './whatsapp/change-whatsapp-status.ts';
// WhatsApp settings and templates.
export { findWhatsAppRow } from './whatsapp/whatsapp-repository.ts';
