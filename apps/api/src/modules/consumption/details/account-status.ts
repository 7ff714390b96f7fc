import type { Kysely } from 'kysely';
import type { TAccountStatus } from '@resonate/contracts/consumption/consumption';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { loadClientPlan } from '../client-plan.ts';
import { monthUsage, percentOf } from '../month-usage.ts';
import { monthOf } from '../month-range.ts';

const DAY_MS = 86_400_000;

/** POST Consumption/AccountStatus: the licence, its plan and this month's usage against its limits. */
export async function accountStatus(
  db: Kysely<DB>,
  clientId: number,
  now = new Date(),
): Promise<TAccountStatus> {
  return withTenant(db, { clientId }, async (trx) => {
    const plan = await loadClientPlan(trx, clientId);
    const { year, month } = monthOf(now);
    const usage = await monthUsage(trx, clientId, year, month);
    const { limits } = plan.plan;
    const gauge = (used: number, limit: number) => ({
      used,
      limit,
      percent: percentOf(used, limit),
    });
    return {
      licenceTypeId: plan.licenceTypeId,
      licenceTypeName: plan.licenceTypeName,
      validFrom: plan.validFrom?.toISOString() ?? null,
      validUntil: plan.validUntil?.toISOString() ?? null,
      daysLeft: plan.validUntil
        ? Math.max(0, Math.ceil((plan.validUntil.getTime() - now.getTime()) / DAY_MS))
        : null,
      currency: plan.plan.currency,
      planAmountMinor: plan.planAmountMinor,
      planFrequency: plan.planFrequency,
      atLimit: plan.plan.atLimit,
      overageFactorBp: plan.plan.overageFactorBp,
      limits: {
        contacts: gauge(usage.contacts, limits.contacts),
        storageBytes: gauge(usage.storageBytes, limits.storageBytes),
        bandwidthBytes: gauge(usage.bandwidthBytes, limits.bandwidthBytes),
        databaseBytes: gauge(usage.databaseBytes, limits.databaseBytes),
        apiCallsPerMonth: gauge(usage.apiCalls, limits.apiCallsPerMonth),
      },
      channelIds: plan.channelIds,
    };
  });
}
