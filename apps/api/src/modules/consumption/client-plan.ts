import type { Transaction } from 'kysely';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import { pricePlanOf, type TPricePlan } from '@resonate/contracts/pricing/price-plans';
import type { DB } from '#/db/schema.ts';

export type TClientPlan = {
  licenceTypeId: number;
  licenceTypeName: string;
  validFrom: Date | null;
  validUntil: Date | null;
  /** The channels the licence enables. */
  channelIds: number[];
  plan: TPricePlan;
  planAmountMinor: number;
  planFrequency: string;
};

/**
 * The plan a client is metered against: its current licence's type (the client's own
 * licence_type_id when it has no licence row yet, e.g. a fresh sign-up), that type's price plan
 * and the channels the licence enables.
 */
export async function loadClientPlan(trx: Transaction<DB>, clientId: number): Promise<TClientPlan> {
  // One round trip: the client and its current licence (if any) side by side.
  const row = await trx
    .selectFrom('clients as c')
    .leftJoin('licences as l', (join) =>
      join.onRef('l.client_id', '=', 'c.id').on('l.replaced_at', 'is', null),
    )
    .select([
      'c.licence_type_id as client_type_id',
      'c.plan_amount_minor',
      'c.plan_frequency',
      'l.licence_type_id',
      'l.channel_ids',
      'l.valid_from',
      'l.valid_until',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  const client = row
    ? {
        licence_type_id: row.client_type_id,
        plan_amount_minor: row.plan_amount_minor,
        plan_frequency: row.plan_frequency,
      }
    : undefined;
  const licence =
    row && row.licence_type_id !== null
      ? {
          licence_type_id: row.licence_type_id,
          channel_ids: row.channel_ids ?? [],
          valid_from: row.valid_from,
          valid_until: row.valid_until,
        }
      : undefined;
  const licenceTypeId = licence?.licence_type_id ?? client?.licence_type_id ?? 1;
  const type = licenceType(licenceTypeId);
  const channelIds = licence?.channel_ids.length
    ? licence.channel_ids
    : [...(type?.channelIds ?? [])];
  return {
    licenceTypeId,
    licenceTypeName: type?.name ?? `Licence ${licenceTypeId}`,
    validFrom: licence?.valid_from ?? null,
    validUntil: licence?.valid_until ?? null,
    channelIds,
    plan: pricePlanOf(licenceTypeId),
    planAmountMinor: Number(client?.plan_amount_minor ?? type?.monthlyPriceMinor ?? 0),
    planFrequency: client?.plan_frequency || 'Monthly',
  };
}
