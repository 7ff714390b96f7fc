import { sql, type Kysely } from 'kysely';
import { goalMatches } from '@resonate/contracts/communication-settings/push-common';
import {
  APP_KEY_PATTERN,
  type TRegisterDeviceRequest,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import type { TMobileGoalType } from '@resonate/contracts/communication-settings/mobile-push-goals';
import { MOBILE_PUSH_CHANNEL_ID } from '#/channels/fcm-adapter.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TChannelDeps } from '../../channel-common/scope.ts';
import { occurrence, pushEventKey, recordPushEvent } from '../../push-common/push-events.ts';
import { TEST_MESSAGE_PREFIX } from '../../web-push/send-test-web-push.ts';
import { disableDevice, findDeviceByToken, upsertDevice } from '../devices-repository.ts';
import { listAppGoalRows } from '../mobile-push-goals.ts';

/** The app an app key belongs to (SECURITY DEFINER look-up across clients), or undefined. */
export type TAppOfKey = { clientId: number; appId: number };

export async function findAppByKey(
  db: Kysely<DB>,
  appKey: string | undefined,
): Promise<TAppOfKey | undefined> {
  if (!appKey || !APP_KEY_PATTERN.test(appKey)) return undefined;
  const { rows } = await sql<{ client_id: number; app_id: number }>`
    select client_id, app_id from mobile_push_app_find(${appKey})`.execute(db);
  const row = rows[0];
  return row ? { clientId: Number(row.client_id), appId: Number(row.app_id) } : undefined;
}

/** The language a template variant is chosen by: the base of the tag (fr-CA -> fr). */
const baseLanguage = (tag: string | undefined) => (tag ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';

/** POST /api/v1/mobile-push/devices: registers the device (again), dropping a replaced token. */
export async function registerDevice(
  deps: TChannelDeps,
  app: TAppOfKey,
  body: Required<Omit<TRegisterDeviceRequest, 'language' | 'previousToken'>> &
    Pick<TRegisterDeviceRequest, 'language' | 'previousToken'>,
): Promise<number> {
  return withTenant(deps.db, { clientId: app.clientId }, async (trx) => {
    if (body.previousToken && body.previousToken !== body.token) {
      await disableDevice(trx, app.appId, body.previousToken);
    }
    return upsertDevice(trx, app.clientId, app.appId, {
      token: body.token,
      platform: body.platform,
      appVersion: body.appVersion,
      osVersion: body.osVersion,
      deviceModel: body.deviceModel,
      language: baseLanguage(body.language),
    });
  });
}

/** POST /api/v1/mobile-push/devices/unregister (the user signed out or turned pushes off). */
export function unregisterDevice(
  deps: TChannelDeps,
  app: TAppOfKey,
  token: string,
): Promise<boolean> {
  return withTenant(deps.db, { clientId: app.clientId }, (trx) =>
    disableDevice(trx, app.appId, token),
  );
}

type TEventBody = {
  token: string;
  type: 'delivered' | 'clicked' | TMobileGoalType;
  name?: string;
  value?: number;
  messageId?: string;
};

/**
 * POST /api/v1/mobile-push/events: a push delivered or opened (once per message and device), or
 * an action that may meet the app's goals (recorded as conversions). Unknown tokens are ignored.
 */
export async function recordAppEvent(
  deps: TChannelDeps,
  app: TAppOfKey,
  body: TEventBody,
): Promise<boolean> {
  return withTenant(deps.db, { clientId: app.clientId }, async (trx) => {
    const device = await findDeviceByToken(trx, app.appId, body.token);
    if (!device) return false;
    const scope = {
      prefix: 'mp' as const,
      scope: String(app.appId),
      channelId: MOBILE_PUSH_CHANNEL_ID,
    };
    if (body.type === 'delivered' || body.type === 'clicked') {
      // Test pushes (SendTestMobilePush) are not counted, as web push's are not.
      if (!body.messageId || body.messageId.startsWith(TEST_MESSAGE_PREFIX)) return false;
      const key = pushEventKey(scope, body.type, body.messageId, device.id);
      await recordPushEvent(trx, app.clientId, scope, {
        type: body.type,
        key,
        passportId: device.passportId,
      });
      return true;
    }
    if (!body.name) return false;
    const name = body.name;
    const met = (await listAppGoalRows(trx, app.appId, body.type)).filter((goal) =>
      goalMatches(goal.match, goal.target, name),
    );
    for (const goal of met) {
      await recordPushEvent(trx, app.clientId, scope, {
        type: 'converted',
        key: pushEventKey(scope, 'converted', goal.id, occurrence()),
        passportId: device.passportId,
        revenue: goal.value === null ? (body.value ?? null) : Number(goal.value),
      });
    }
    return met.length > 0;
  });
}
