import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APP_KEY_HEADER } from '@resonate/contracts/communication-settings/mobile-push-devices';
import { cs, type TCaller } from '../channel-common/channel-test-helpers.ts';
import { APNS_TOPIC_P12_BASE64, APNS_TOPIC_P12_PASSWORD } from './test-fixtures/apns-topic-cert.ts';

/** A Firebase service account key as the console downloads it (a fresh RSA key). */
export function serviceAccountJson(projectId = 'acme-shop'): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'abc123',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    client_email: `push@${projectId}.iam.gserviceaccount.com`,
    token_uri: 'https://oauth2.googleapis.com/token',
  });
}

/** An app with FCM and APNs credentials and an app key: its id and key. */
export async function createPushApp(app: FastifyInstance, admin: TCaller, appName = 'Acme Shop') {
  const saved = await cs(app, admin, 'UpsertMobilePushApp', {
    appName,
    fcmSenderId: '123456789012',
    fcmServiceAccount: serviceAccountJson(),
    apnsCertificate: APNS_TOPIC_P12_BASE64,
    apnsCertPassword: APNS_TOPIC_P12_PASSWORD,
  });
  const mobileAppId = saved.json().data.app.mobileAppId as number;
  const setup = await cs(app, admin, 'EncodeMobilePushAppKey', { mobileAppId });
  return { mobileAppId, appKey: setup.json().data.appKey as string };
}

/** A call an app makes with its app key. */
export function appCall(app: FastifyInstance, appKey: string, path: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/mobile-push/${path}`,
    headers: { [APP_KEY_HEADER]: appKey },
    payload,
  });
}

export const ANDROID_TOKEN = 'fcm-token-AAAA:APA91bHun4MxP5egoKMwt2KZFBaFUH';
export const IOS_TOKEN = 'a1b2c3d4'.repeat(8);
