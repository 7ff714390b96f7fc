import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import type { TTrx } from '#/modules/audience/index.ts';
import { findCurrentLicence, loadLicenceStanding } from '#/modules/licence/index.ts';
import { timeZoneName } from '../engine/client-clock.ts';

/** What composing a communication needs to know about the client: licence, clock, approval. */
export type TComposeSettings = {
  licenceTypeId: number;
  /** Channels the current licence includes. */
  channelIds: readonly number[];
  currency: string;
  timeZone: string;
  timeZoneId: number;
  approvalRequired: boolean;
};

/**
 * Read inside the client's tenant transaction. The licence it works under decides the channels
 * (a brand without its own, its agency's); its own current licence decides the price plan; a
 * client without a licence row falls back to its licence type.
 */
export async function composeSettings(trx: TTrx, clientId: number): Promise<TComposeSettings> {
  const client = await trx
    .selectFrom('clients')
    .select(['licence_type_id', 'time_zone_id', 'communication_approval_required'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const licence = await findCurrentLicence(trx, clientId);
  const licenceTypeId = licence?.licence_type_id ?? client.licence_type_id;
  const standing = await loadLicenceStanding(trx, clientId, new Date());
  const channelIds = licence?.channel_ids ?? standing.channelIds;
  return {
    licenceTypeId,
    channelIds: channelIds.map(Number),
    currency: pricePlanOf(licenceTypeId).currency,
    timeZone: timeZoneName(client.time_zone_id),
    timeZoneId: client.time_zone_id,
    approvalRequired: client.communication_approval_required,
  };
}
