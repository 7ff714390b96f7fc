import { apnsTopicOf, createApnsAdapter, type TApnsAdapter } from '#/channels/apns-adapter.ts';
import { createFcmAdapter, parseServiceAccount } from '#/channels/fcm-adapter.ts';
import type { TPushAdapter } from '#/channels/web-push-adapter.ts';
import type { TAppConfig } from '#/secrets.ts';
import { channelSecretBox, secretContext } from '../../channel-common/secrets.ts';
import type { TMobileAppRow } from '../mobile-push-repository.ts';

/** APNs device tokens are hex (32 bytes today); FCM tokens are not. */
const APNS_TOKEN = /^[0-9a-f]{64,200}$/i;

export type TPushSenders = {
  /** The adapter for a device, or why there is none. */
  senderFor(device: { platform: string; token: string }): TPushAdapter | string;
  close(): void;
};

/**
 * The app's adapters, built from its sealed credentials: FCM HTTP v1 with the service account
 * (Android, and iOS apps that use the Firebase SDK), APNs with the certificate for iOS devices
 * that registered an APNs token.
 */
export function openPushSenders(
  config: TAppConfig,
  clientId: number,
  app: TMobileAppRow,
): TPushSenders {
  const box = channelSecretBox(config.appSecret);
  const open = (sealed: string, field: string) =>
    box.open(sealed, secretContext(clientId, `mobilePush.${field}`));
  const policy = { allowPrivate: config.allowPrivateChannelHosts };

  const account = app.fcm_service_account_sealed
    ? parseServiceAccount(open(app.fcm_service_account_sealed, 'fcmServiceAccount'))
    : undefined;
  const fcm = account ? createFcmAdapter(account, policy, config.fcmBaseUrl) : undefined;

  const topic = apnsTopicOf(app.apns_cert_subject);
  let apns: TApnsAdapter | undefined;
  if (app.apns_cert_sealed && topic) {
    apns = createApnsAdapter(
      {
        pfx: Buffer.from(open(app.apns_cert_sealed, 'apnsCertificate'), 'base64'),
        passphrase: app.apns_password_sealed
          ? open(app.apns_password_sealed, 'apnsCertPassword')
          : '',
        topic,
        environment: app.apns_environment,
      },
      policy,
      config.apnsBaseUrl,
    );
  }
  const noApns = app.apns_cert_sealed
    ? 'The APNs certificate names no bundle ID (UID)'
    : 'No APNs certificate for this app';

  return {
    senderFor(device) {
      if (device.platform === 'ios' && APNS_TOKEN.test(device.token)) return apns ?? noApns;
      return fcm ?? 'No FCM service account for this app';
    },
    close() {
      apns?.close();
    },
  };
}
