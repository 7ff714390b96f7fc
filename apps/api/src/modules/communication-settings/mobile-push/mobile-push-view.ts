import type { TMobilePushApp } from '@resonate/contracts/communication-settings/mobile-push';
import { masked } from '../channel-common/secrets.ts';
import type { TMobileAppRow } from './mobile-push-repository.ts';

/** The row as the browser sees it: key, certificate and password never leave the server. */
export function toMobilePushApp(row: TMobileAppRow): TMobilePushApp {
  return {
    mobileAppId: row.id,
    appName: row.app_name,
    playStoreUrl: row.play_store_url,
    appStoreUrl: row.app_store_url,
    fcmSenderId: row.fcm_sender_id,
    fcmServerKey: masked(row.fcm_server_key_sealed),
    apnsCertificate: row.apns_cert_sealed ? { subject: row.apns_cert_subject ?? '' } : null,
    apnsCertPassword: masked(row.apns_password_sealed),
    fcmProjectId: row.fcm_project_id,
    fcmServiceAccount: masked(row.fcm_service_account_sealed),
    apnsEnvironment: row.apns_environment,
    updatedAt: row.updated_at.toISOString(),
  };
}
