import { channelName } from '@resonate/contracts/channels';
import type { TChannelConsumption } from '@resonate/contracts/consumption/consumption';
import {
  amountMinor,
  overagePriceMilli,
  type TPricePlan,
} from '@resonate/contracts/pricing/price-plans';
import { percentOf } from '../month-usage.ts';

/**
 * One channel's month against its plan: the included messages are covered by the subscription;
 * what goes beyond them is overage, billed at the overage price (rounded once, on the line). A
 * plan that blocks at 100% has no overage to bill.
 */
export function channelConsumption(
  plan: TPricePlan,
  channelId: number,
  messages: number,
): TChannelConsumption {
  const included = plan.channels[channelId]?.includedPerMonth ?? 0;
  const overage = Math.max(0, messages - included);
  const billed = plan.atLimit === 'overage' ? overage : 0;
  return {
    channelId,
    channelName: channelName(channelId) ?? `Channel ${channelId}`,
    messages,
    included,
    overage,
    costMinor: amountMinor(billed, overagePriceMilli(plan, channelId)),
    percent: percentOf(messages, included),
  };
}
