import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { channelName } from '@resonate/contracts/channels';
import { CONSUMPTION_LIMITS, monthKey } from '@resonate/contracts/consumption/consumption';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { notify, type TDeliver, type TNotifyDeps } from '#/modules/notifications/index.ts';
import { createMailer, type TMailer } from '#/plugins/mailer.ts';
import type { TAppConfig } from '#/secrets.ts';
import { loadClientPlan } from '../client-plan.ts';
import { monthUsage } from '../month-usage.ts';
import { monthOf } from '../month-range.ts';

export type TThresholdDeps = {
  db: Kysely<DB>;
  config: TAppConfig;
  log: TNotifyDeps['log'];
  mailer?: TMailer;
  queue?: TNotifyDeps['queue'];
};

type TLimitCheck = { key: string; label: string; used: number; limit: number };

let workerMailer: TMailer | undefined;

/** Workers have no app instance: the mailer notify() needs is made once per process. */
function mailerOf(deps: TThresholdDeps): TMailer {
  if (deps.mailer) return deps.mailer;
  workerMailer ??= createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
  });
  return workerMailer;
}

/** Every limit of the plan with this month's usage against it. */
async function limitChecks(trx: Transaction<DB>, clientId: number, now: Date) {
  const { plan } = await loadClientPlan(trx, clientId);
  const { year, month } = monthOf(now);
  const usage = await monthUsage(trx, clientId, year, month);
  const checks: TLimitCheck[] = [
    { key: 'contacts', label: 'Contacts', used: usage.contacts, limit: plan.limits.contacts },
    {
      key: 'storage',
      label: 'Data storage',
      used: usage.storageBytes,
      limit: plan.limits.storageBytes,
    },
    {
      key: 'database',
      label: 'Database',
      used: usage.databaseBytes,
      limit: plan.limits.databaseBytes,
    },
    {
      key: 'bandwidth',
      label: 'Bandwidth',
      used: usage.bandwidthBytes,
      limit: plan.limits.bandwidthBytes,
    },
    {
      key: 'api_calls',
      label: 'API calls',
      used: usage.apiCalls,
      limit: plan.limits.apiCallsPerMonth,
    },
  ];
  for (const [channelId, used] of usage.messages) {
    const limit = plan.channels[channelId]?.includedPerMonth ?? 0;
    const name = channelName(channelId) ?? `Channel ${channelId}`;
    checks.push({ key: `channel:${channelId}`, label: `${name} messages`, used, limit });
  }
  return { checks, period: monthKey(year, month), atLimit: plan.atLimit };
}

function noticeText(check: TLimitCheck, threshold: number, atLimit: 'block' | 'overage') {
  const tail =
    threshold < 100
      ? ''
      : check.key.startsWith('channel:')
        ? atLimit === 'block'
          ? ': further sends of this channel are blocked until next month'
          : ': further messages are billed at the overage price'
        : '';
  return `${check.label} reached ${threshold}% of your plan's limit this month${tail}`.slice(
    0,
    300,
  );
}

/**
 * Raises the 80% and 100% notices of one client's limits this month, each once: the
 * usage_thresholds row is the memory (its insert, in the same transaction as the notification,
 * wins once even when two workers check at the same time). Goes to the account admins; their
 * alerts settings decide in-app and mail. Returns how many notices were raised.
 */
export async function raiseThresholds(
  deps: TThresholdDeps,
  clientId: number,
  now = new Date(),
): Promise<number> {
  const delivers: TDeliver[] = [];
  const raised = await withTenant(deps.db, { clientId }, async (trx) => {
    const { checks, period, atLimit } = await limitChecks(trx, clientId, now);
    let count = 0;
    for (const check of checks) {
      if (check.limit <= 0) continue;
      const reached = CONSUMPTION_LIMITS.thresholds.filter(
        (t) => check.used * 100 >= t * check.limit,
      );
      for (const threshold of reached) {
        const inserted = await trx
          .insertInto('usage_thresholds')
          .values({ client_id: clientId, period, limit_key: check.key, threshold })
          .onConflict((oc) => oc.doNothing())
          .returning('threshold')
          .executeTakeFirst();
        if (!inserted) continue;
        count += 1;
        delivers.push(
          await notify({ ...deps, mailer: mailerOf(deps) }, trx, {
            clientId,
            userId: 'accountAdmins',
            eventType: 'consumptionThreshold',
            eventName: noticeText(check, threshold, atLimit),
            details: { Consumption: `${deps.config.publicUrl}/consumptions` },
          }),
        );
      }
    }
    return count;
  });
  for (const deliver of delivers) deliver();
  return raised;
}
