import type { TSmtpThrottle } from '@resonate/contracts/communication-settings/email-options';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, ownClientAdmin, type TEmailDeps } from './deps.ts';
import {
  findSmtpSettings,
  saveSmtpSettings,
  type TSmtpSettingsRow,
} from './repositories/smtp-settings-repository.ts';

const NO_LIMIT: TSmtpThrottle = { perSecond: 0, perMinute: 0, perHour: 0 };

const toThrottle = (row: TSmtpSettingsRow | undefined): TSmtpThrottle =>
  row
    ? {
        perSecond: row.throttle_per_second,
        perMinute: row.throttle_per_minute,
        perHour: row.throttle_per_hour,
      }
    : NO_LIMIT;

/**
 * The limits the sending engine honours for a client (0 = no limit). Exported for it: the
 * engine runs without a signed-in user, so it passes the client id itself.
 */
export async function getSmtpThrottle(deps: Pick<TEmailDeps, 'db'>, clientId: number) {
  const row = await withTenant(deps.db, { clientId }, (trx) => findSmtpSettings(trx));
  return toThrottle(row);
}

/** POST CommunicationSetting/GetSMTPThrottle. */
export async function getSmtpThrottleSetting(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TSmtpThrottle> {
  ownClient(auth, body);
  return getSmtpThrottle(deps, auth.clientId);
}

/** POST CommunicationSetting/UpsertSMTPThrottle (account admins). */
export async function upsertSmtpThrottle(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: TSmtpThrottle & { clientId: number },
): Promise<TSmtpThrottle> {
  ownClientAdmin(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    saveSmtpSettings(trx, auth.clientId, {
      throttle_per_second: body.perSecond,
      throttle_per_minute: body.perMinute,
      throttle_per_hour: body.perHour,
    }),
  );
  return toThrottle(row);
}
