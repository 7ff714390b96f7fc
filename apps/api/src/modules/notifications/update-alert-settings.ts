import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  TAlertSettings,
  ZUpdateAlertSettingsRequestSchema,
} from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { readAlertSettings } from './get-alert-settings.ts';
import { upsertSettings } from './repositories/settings-repository.ts';
import { ownScope } from './scope.ts';

type TUpdateBody = z.output<typeof ZUpdateAlertSettingsRequestSchema>;

/**
 * POST AlertAndNotifications/UpdateAlertNotificationStatus: saves the rows sent (the others keep
 * their value) and answers with the whole table, so the page shows exactly what is stored.
 */
export async function updateAlertSettings(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  body: TUpdateBody,
): Promise<TAlertSettings> {
  ownScope(auth, body);
  return withTenant(deps.db, { clientId: auth.userClientId }, async (trx) => {
    await upsertSettings(
      trx,
      auth,
      body.settings.map((row) => ({
        notificationTypeId: row.notificationTypeID,
        inApp: row.inApp,
        email: row.email,
      })),
    );
    return readAlertSettings(trx, auth.userId);
  });
}
