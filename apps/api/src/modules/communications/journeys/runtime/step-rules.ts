import type { TFrequencyCap, TSendWindow } from '@resonate/contracts/campaigns/communications';
import { pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { timeZoneName } from '../../engine/client-clock.ts';
import type { TTrx } from '../journey-repository.ts';

/** A send step's sending rules, as a campaign run reads its own (issue 22, item 7). */
export type TStepRules = {
  sendWindow: TSendWindow | null;
  throttlePerMinute: number;
  frequencyCap: TFrequencyCap | null;
  /** The client's time zone, for the window. */
  timeZone: string;
  /** What one message costs, in major units (event cost), from the client's price plan. */
  unitCost: number;
};

/** The rules of the step's hidden communication (written by syncSendNodes) and its client. */
export async function loadStepRules(
  trx: TTrx,
  clientId: number,
  communicationId: number,
): Promise<TStepRules> {
  const row = await trx
    .selectFrom('communications as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select([
      'm.channel_id',
      'm.send_window',
      'm.throttle_per_minute',
      'm.frequency_cap',
      'c.time_zone_id',
      'c.licence_type_id',
    ])
    .where('m.client_id', '=', clientId)
    .where('m.id', '=', communicationId)
    .executeTakeFirstOrThrow();
  const unitPriceMilli =
    pricePlanOf(row.licence_type_id).channels[row.channel_id]?.unitPriceMilli ?? 0;
  return {
    sendWindow: (row.send_window ?? null) as TSendWindow | null,
    throttlePerMinute: row.throttle_per_minute,
    frequencyCap: (row.frequency_cap ?? null) as TFrequencyCap | null,
    timeZone: timeZoneName(row.time_zone_id),
    // Thousandths of a minor unit -> major units, as the campaign engine counts it.
    unitCost: unitPriceMilli / 100_000,
  };
}
