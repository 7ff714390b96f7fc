import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { sql } from 'kysely';
import {
  MOBILE_APPS_MAX,
  MP_MSG,
  type TMobilePushApp,
} from '@resonate/contracts/communication-settings/mobile-push';
import { parseServiceAccount } from '#/channels/fcm-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertFresh, ownClientAdmin, type TChannelDeps } from '../channel-common/scope.ts';
import { channelSecretBox, sealOrKeep, secretContext } from '../channel-common/secrets.ts';
import {
  appNameTaken,
  countMobileAppRows,
  findMobileAppRow,
  insertMobileAppRow,
  updateMobileAppRow,
  type TMobileAppRow,
} from './mobile-push-repository.ts';
import { toMobilePushApp } from './mobile-push-view.ts';
import { openApnsCertificate } from './open-apns-certificate.ts';
import { assertChannelLicensed } from '#/modules/licence/index.ts';

type TBody = {
  clientId: number;
  mobileAppId?: number;
  updatedAt?: string;
  appName: string;
  playStoreUrl: string;
  appStoreUrl: string;
  fcmSenderId: string;
  fcmServerKey?: string;
  apnsCertificate?: string;
  apnsCertPassword?: string;
  fcmServiceAccount?: string;
  apnsEnvironment: 'production' | 'sandbox';
};

/**
 * POST CommunicationSetting/UpsertMobilePushApp (account admins): adds or edits an app. A new
 * certificate or a new password is tried together (the other one typed now or stored), and
 * nothing is saved when the pair does not open. Empty secrets keep the stored ones.
 */
export async function upsertMobilePushApp(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TMobilePushApp> {
  ownClientAdmin(auth, body);
  const box = channelSecretBox(deps.config.appSecret);
  const ctx = (field: string) => secretContext(auth.clientId, `mobilePush.${field}`);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A channel the licence leaves out cannot be set up.
    await assertChannelLicensed(trx, auth.clientId, CHANNEL_IDS_BY_NAME.mobilePush);
    const row =
      body.mobileAppId === undefined
        ? undefined
        : await findMobileAppRow(trx, body.mobileAppId, true);
    if (body.mobileAppId !== undefined && !row) throw new AppError('NOT_FOUND', MP_MSG.notFound);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    if (await appNameTaken(trx, body.appName, row?.id)) {
      throw new AppError('BAD_REQUEST', MP_MSG.appNameExists, {
        errors: { appName: MP_MSG.appNameExists },
      });
    }
    const certificate = checkCertificate(body, row, (sealed, field) =>
      box.open(sealed, ctx(field)),
    );
    const serviceAccount = checkServiceAccount(body.fcmServiceAccount);
    const values = {
      app_name: body.appName,
      play_store_url: body.playStoreUrl,
      app_store_url: body.appStoreUrl,
      fcm_sender_id: body.fcmSenderId,
      fcm_server_key_sealed: sealOrKeep(
        box,
        body.fcmServerKey,
        row?.fcm_server_key_sealed,
        ctx('fcmServerKey'),
      ),
      apns_cert_sealed: sealOrKeep(
        box,
        body.apnsCertificate,
        row?.apns_cert_sealed,
        ctx('apnsCertificate'),
      ),
      apns_password_sealed: sealOrKeep(
        box,
        body.apnsCertPassword,
        row?.apns_password_sealed,
        ctx('apnsCertPassword'),
      ),
      apns_cert_subject: certificate?.subject ?? row?.apns_cert_subject ?? null,
      fcm_service_account_sealed: sealOrKeep(
        box,
        body.fcmServiceAccount,
        row?.fcm_service_account_sealed,
        ctx('fcmServiceAccount'),
      ),
      fcm_project_id: serviceAccount?.projectId ?? row?.fcm_project_id ?? '',
      apns_environment: body.apnsEnvironment,
    };
    if (row) return toMobilePushApp(await updateMobileAppRow(trx, row.id, values));
    // Two admins adding at once must not both pass the count.
    await sql`select pg_advisory_xact_lock(hashtext(${`mobile-push:${auth.clientId}`}))`.execute(
      trx,
    );
    if ((await countMobileAppRows(trx)) >= MOBILE_APPS_MAX)
      throw new AppError('CONFLICT', MP_MSG.tooMany);
    return toMobilePushApp(await insertMobileAppRow(trx, auth.clientId, values));
  });
}

/** A newly pasted service account key must be one FCM HTTP v1 can sign with. */
function checkServiceAccount(json: string | undefined) {
  if (!json) return undefined;
  const account = parseServiceAccount(json);
  if (!account) {
    throw new AppError('BAD_REQUEST', MP_MSG.serviceAccountInvalid, {
      errors: { fcmServiceAccount: MP_MSG.serviceAccountInvalid },
    });
  }
  return account;
}

/**
 * When the certificate or its password changes, the pair that will be stored must open: the new
 * certificate with the typed (or stored, or no) password, or the stored certificate with a new
 * password. Answers the subject of a newly checked certificate.
 */
function checkCertificate(
  body: TBody,
  row: TMobileAppRow | undefined,
  open: (sealed: string, field: string) => string,
): { subject: string } | undefined {
  if (!body.apnsCertificate && !body.apnsCertPassword) return undefined;
  const storedCert = row?.apns_cert_sealed;
  if (!body.apnsCertificate && !storedCert) {
    throw new AppError('BAD_REQUEST', MP_MSG.certMissing, {
      errors: { apnsCertificate: MP_MSG.certMissing },
    });
  }
  const certificate = body.apnsCertificate ?? open(storedCert as string, 'apnsCertificate');
  const storedPassword = row?.apns_password_sealed;
  const password =
    body.apnsCertPassword ?? (storedPassword ? open(storedPassword, 'apnsCertPassword') : '');
  return { subject: openApnsCertificate(Buffer.from(certificate, 'base64'), password) };
}
