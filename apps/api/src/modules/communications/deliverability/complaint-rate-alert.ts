import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import {
  COMPLAINT_RATE_ALERT,
  DELIVERABILITY_MSG,
} from '@resonate/contracts/campaigns/deliverability';
import { eventTypeByKey } from '@resonate/contracts/notifications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify, type TDeliver, type TNotifyDeps } from '#/modules/notifications/index.ts';
import { createMailer, type TMailer } from '#/plugins/mailer.ts';
import type { TAppConfig } from '#/secrets.ts';

export type TComplaintAlertDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: TNotifyDeps['log'];
  mailer?: TMailer;
};

const EMAIL = 1;
const ALERT_TYPE_ID = eventTypeByKey('complaintRateHigh').id;

/** Complaints and campaign emails sent over the window (the rate Gmail looks at). */
export async function complaintRateOf(db: Kysely<DB>, clientId: number, now: Date) {
  const since = new Date(now.getTime() - COMPLAINT_RATE_ALERT.windowDays * 86_400_000);
  return withTenant(db, { clientId }, async (trx) => {
    const { rows } = await sql<{ sent: number; complaints: number }>`select
        (select count(*)::int from messages where client_id = ${clientId}
          and channel_id = ${EMAIL} and sent_at > ${since}) as sent,
        (select count(*)::int from bounce_reports where client_id = ${clientId}
          and kind = 'complaint' and received_at > ${since}) as complaints`.execute(trx);
    const { sent, complaints } = rows[0] ?? { sent: 0, complaints: 0 };
    return { sent, complaints, rate: sent > 0 ? complaints / sent : 0 };
  });
}

/**
 * Raises the "spam complaint rate too high" alert to the account admins when complaints over
 * the last 7 days pass 0.3% of the email sent, at most once per quiet period (a lock makes two
 * workers checking together raise it once). Returns whether it was raised.
 */
export async function raiseComplaintRateAlert(
  deps: TComplaintAlertDeps,
  clientId: number,
  now = new Date(),
): Promise<boolean> {
  const { sent, complaints, rate } = await complaintRateOf(deps.db, clientId, now);
  if (complaints === 0 || rate <= COMPLAINT_RATE_ALERT.maxRate) return false;
  const quietSince = new Date(now.getTime() - COMPLAINT_RATE_ALERT.quietHours * 3_600_000);
  const mailer = deps.mailer ?? workerMailer(deps.config);
  let deliver: TDeliver | undefined;
  await withTenant(deps.db, { clientId }, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`complaint-alert:${clientId}`}))`.execute(
      trx,
    );
    const recent = await trx
      .selectFrom('notifications')
      .select('id')
      .where('client_id', '=', clientId)
      .where('notification_type_id', '=', ALERT_TYPE_ID)
      .where('created_at', '>', quietSince)
      .limit(1)
      .executeTakeFirst();
    if (recent) return;
    deliver = await notify({ ...deps, mailer }, trx, {
      clientId,
      userId: 'accountAdmins',
      eventType: 'complaintRateHigh',
      eventName: DELIVERABILITY_MSG.complaintRateHigh(complaints, sent, rate),
      details: { Communications: `${deps.config.publicUrl}/communication/list` },
    });
  });
  deliver?.();
  return deliver !== undefined;
}

let sharedMailer: TMailer | undefined;
/** Workers have no app: the mailer notify() needs is made once per process. */
function workerMailer(config: TAppConfig): TMailer {
  sharedMailer ??= createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  return sharedMailer;
}
