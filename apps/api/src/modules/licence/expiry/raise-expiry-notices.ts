import { sql, type Kysely } from 'kysely';
import { LICENCE_EXPIRY_NOTICE_DAYS } from '@resonate/contracts/onboarding/licence';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify, type TDeliver, type TNotifyDeps } from '#/modules/notifications/index.ts';

const DAY_MS = 86_400_000;

type TCandidate = { client_id: number; licence_id: number; valid_until: Date };

/** The notice thresholds (days) a licence ending at `validUntil` has reached by `now`. */
export function reachedThresholds(validUntil: Date, now: Date): number[] {
  const left = validUntil.getTime() - now.getTime();
  return LICENCE_EXPIRY_NOTICE_DAYS.filter((days) => left <= days * DAY_MS);
}

function expiryText(typeName: string, validUntil: Date, now: Date): string {
  const days = Math.max(1, Math.ceil((validUntil.getTime() - now.getTime()) / DAY_MS));
  return `Your ${typeName} licence expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The daily expiry check: for every current licence ending within 30 days, tells the client's
 * account admins once per threshold (30, 7, 1 days), through notify() so their alert settings
 * decide in-app and email. Each threshold is recorded in licence_expiry_notices in the same
 * transaction as the notification, so a second run, a retried job or a second worker sends
 * nothing twice. A licence first seen inside a later threshold (granted with 5 days left, or
 * the job was down) gets one notice, for the nearest threshold, and the earlier ones are
 * recorded as passed.
 */
export async function raiseLicenceExpiryNotices(
  deps: TNotifyDeps & { db: Kysely<DB> },
  now = new Date(),
): Promise<number> {
  const within = Math.max(...LICENCE_EXPIRY_NOTICE_DAYS);
  const { rows } = await sql<TCandidate>`
    select client_id, licence_id, valid_until
    from licence_expiry_candidates(${now}, ${within})`.execute(deps.db);
  let sent = 0;
  for (const candidate of rows) {
    const reached = reachedThresholds(new Date(candidate.valid_until), now);
    if (reached.length === 0) continue;
    const clientId = Number(candidate.client_id);
    const licenceId = Number(candidate.licence_id);
    let deliver: TDeliver | undefined;
    await withTenant(deps.db, { clientId }, async (trx) => {
      const recorded = await trx
        .insertInto('licence_expiry_notices')
        .values(
          reached.map((days) => ({
            client_id: clientId,
            licence_id: licenceId,
            days_before: days,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returning('days_before')
        .execute();
      // Only the nearest threshold that nobody recorded before is worth a notice.
      const nearest = Math.min(...reached);
      if (!recorded.some((row) => row.days_before === nearest)) return;
      const licence = await trx
        .selectFrom('licences')
        .select(['licence_type_id', 'valid_until', 'replaced_at'])
        .where('id', '=', licenceId)
        .executeTakeFirst();
      if (!licence || licence.replaced_at !== null) return;
      const typeName = licenceType(licence.licence_type_id)?.name ?? 'current';
      deliver = await notify(deps, trx, {
        clientId,
        userId: 'accountAdmins',
        eventType: 'licenceExpiring',
        eventName: expiryText(typeName, licence.valid_until, now),
        details: {
          'Valid until': licence.valid_until.toUTCString(),
          Renew: `${deps.config.publicUrl}/license-info`,
        },
      });
      sent++;
    });
    deliver?.();
  }
  return sent;
}
