import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { TMobilePushSetup } from '@resonate/contracts/communication-settings/mobile-push-setup';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  assertFresh,
  nextVersion,
  ownClient,
  ownClientAdmin,
  type TChannelDeps,
} from '../channel-common/scope.ts';
import { requireApp } from './app-scope.ts';
import type { TMobileAppRow } from './mobile-push-repository.ts';

/** A new app key: public (it ships in the app), unguessable so apps cannot be enumerated. */
export function newAppKey(): string {
  return `rmk_${randomBytes(24).toString('base64url')}`;
}

async function countOf(
  trx: Transaction<DB>,
  table: 'mobile_push_devices' | 'mobile_push_templates' | 'mobile_push_broadcasts',
  appId: number,
) {
  let query = trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('app_id', '=', appId);
  if (table === 'mobile_push_devices') query = query.where('disabled_at', 'is', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function readSetup(trx: Transaction<DB>, app: TMobileAppRow): Promise<TMobilePushSetup> {
  const [devices, templates, broadcasts] = await Promise.all([
    countOf(trx, 'mobile_push_devices', app.id),
    countOf(trx, 'mobile_push_templates', app.id),
    countOf(trx, 'mobile_push_broadcasts', app.id),
  ]);
  return {
    mobileAppId: app.id,
    appName: app.app_name,
    appKey: app.app_key,
    checklist: [
      { step: 'fcm', done: app.fcm_service_account_sealed !== null },
      { step: 'apns', done: app.apns_cert_sealed !== null },
      { step: 'appKey', done: app.app_key !== null },
      // A registered device shows the app's code is in place.
      { step: 'sdk', done: devices > 0 },
      { step: 'template', done: templates > 0 },
      { step: 'broadcast', done: broadcasts > 0 },
    ],
    devices,
    updatedAt: app.updated_at.toISOString(),
  };
}

/** POST CommunicationSetting/GetMobilePushSetup: the app team's checklist and the app key. */
export async function getMobilePushSetup(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number },
): Promise<TMobilePushSetup> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) =>
    readSetup(trx, await requireApp(trx, body.mobileAppId)),
  );
}

/**
 * POST CommunicationSetting/EncodeMobilePushAppKey (account admins): creates the app key, or
 * replaces it, which stops released builds from registering: replacing names the version seen.
 */
export async function encodeMobilePushAppKey(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number; updatedAt?: string },
): Promise<TMobilePushSetup> {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const app = await requireApp(trx, body.mobileAppId, true);
    if (app.app_key) assertFresh(body.updatedAt, app.updated_at);
    const updated = await trx
      .updateTable('mobile_push_apps')
      .set({ app_key: newAppKey(), updated_at: nextVersion })
      .where('id', '=', app.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return readSetup(trx, updated);
  });
}
