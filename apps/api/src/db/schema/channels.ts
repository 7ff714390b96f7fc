import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Defaulted } from './columns.ts';

/** Communication settings per channel; `*_sealed` columns hold AES-256-GCM ciphertexts. */

/** WhatsApp provider settings, one row per client; `*_sealed` hold AES-256-GCM ciphertexts. */
export interface WhatsappSettingsTable {
  client_id: number;
  provider: string;
  phone_number_id: Defaulted<string>;
  business_account_id: Defaulted<string>;
  access_token_sealed: string | null;
  verify_token_sealed: string | null;
  /** The Meta app's secret: checks the inbound webhook's X-Hub-Signature-256. */
  app_secret_sealed: string | null;
  /** Empty: the provider's default endpoint. */
  api_base_url: Defaulted<string>;
  enabled: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** Voice/VMS provider accounts; the auth token is sealed. */
export interface VmsSettingsTable {
  client_id: number;
  id: Generated<number>;
  provider: string;
  caller_id: string;
  account_id: string;
  auth_token_sealed: string;
  callback_url: string;
  /** Empty: the provider's default endpoint. */
  api_base_url: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** Web push (Firebase and VAPID) settings, one row per client. */
export interface WebPushSettingsTable {
  client_id: number;
  api_key_sealed: string | null;
  auth_domain: Defaulted<string>;
  database_url: Defaulted<string>;
  project_id: Defaulted<string>;
  storage_bucket: Defaulted<string>;
  messaging_sender_id: Defaulted<string>;
  vapid_public_key: string | null;
  vapid_private_key_sealed: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** The sites allowed to subscribe to a client's web push. */
export interface WebPushDomainsTable {
  client_id: number;
  id: Generated<number>;
  domain: string;
  created_at: CreatedAt;
}

/** A client's SMTP server, throttle, housing and extended options (one row per client). */
export interface SmtpSettingsTable {
  client_id: number;
  mode: Defaulted<'dedicated' | 'shared'>;
  host: Defaulted<string>;
  port: Defaulted<number>;
  security: Defaulted<'none' | 'starttls' | 'tls'>;
  username: Defaulted<string>;
  password_sealed: string | null;
  volume: Defaulted<number>;
  /** False while only the throttle, housing or extended options were saved. */
  configured: Defaulted<boolean>;
  /** The development outbox: mail goes to DATA_DIR/outbox as .eml files (2026-11-28T0500). */
  outbox: Defaulted<boolean>;
  throttle_per_second: Defaulted<number>;
  throttle_per_minute: Defaulted<number>;
  throttle_per_hour: Defaulted<number>;
  housing: Defaulted<{ housingType: 'shared_pool' | 'dedicated_ip'; ipAddress: string }>;
  extended_system: Defaulted<{
    trackOpens: boolean;
    trackClicks: boolean;
    listUnsubscribeHeader: boolean;
    replyToMail: string;
  }>;
  updated_at: Defaulted<Date>;
}

/** A sending domain with its DKIM key pair (private key sealed). */
export interface SmtpDomainsTable {
  client_id: number;
  id: Generated<number>;
  domain_name: string;
  from_mail: string;
  bounce_mail: string;
  description: Defaulted<string>;
  dkim_public_key: string;
  dkim_private_key_sealed: string;
  verified_at: NullableTimestamp;
  created_at: CreatedAt;
  /** The last DNS check per record kind: 'verified', 'not_found' or 'mismatch' (2026-11-28T0500). */
  dns_status: Defaulted<Partial<Record<'dkim' | 'spf' | 'dmarc', string>>>;
}

/** Mobile push apps: FCM server key, APNs .p12 (base64) and its password sealed. */
export interface MobilePushAppsTable {
  client_id: number;
  id: Generated<number>;
  app_name: string;
  play_store_url: Defaulted<string>;
  app_store_url: Defaulted<string>;
  fcm_sender_id: Defaulted<string>;
  fcm_server_key_sealed: string | null;
  apns_cert_sealed: string | null;
  apns_password_sealed: string | null;
  apns_cert_subject: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}
