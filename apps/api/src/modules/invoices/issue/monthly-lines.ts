import { channelName } from '@resonate/contracts/channels';
import { formatMonthName } from '@resonate/contracts/format/month-name';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import {
  amountMinor,
  overagePriceMilli,
  type TPricePlan,
} from '@resonate/contracts/pricing/price-plans';
import type { TDraftLine } from './insert-document.ts';

export type TMonthUsage = { channelId: number; quantity: number }[];

/**
 * The lines of a monthly invoice: the subscription (monthly plans bought by payment; a yearly
 * plan or a key licence is prepaid), then one overage line per channel whose metered messages
 * went beyond the plan's included ones, priced per message and rounded once per line.
 */
export function monthlyLines(input: {
  plan: TPricePlan;
  periodStart: Date;
  subscriptionMinor: number;
  usage: TMonthUsage;
}): TDraftLine[] {
  const lines: TDraftLine[] = [];
  const monthName = formatMonthName(
    input.periodStart.getUTCFullYear(),
    input.periodStart.getUTCMonth() + 1,
  );
  if (input.subscriptionMinor > 0) {
    const typeName = licenceType(input.plan.licenceTypeId)?.name ?? 'Plan';
    lines.push({
      kind: 'subscription',
      description: `${typeName} subscription, ${monthName}`,
      channelId: null,
      quantity: 1,
      unitPriceMilli: null,
      unitPriceMinor: input.subscriptionMinor,
      amountMinor: input.subscriptionMinor,
      creditedLineNo: null,
    });
  }
  const usage = [...input.usage].sort((a, b) => a.channelId - b.channelId);
  for (const { channelId, quantity } of usage) {
    const included = input.plan.channels[channelId]?.includedPerMonth ?? 0;
    const beyond = quantity - included;
    const priceMilli = overagePriceMilli(input.plan, channelId);
    if (beyond <= 0 || priceMilli <= 0) continue;
    const name = channelName(channelId) ?? `Channel ${channelId}`;
    lines.push({
      kind: 'overage',
      description: `${name} messages beyond the ${included.toLocaleString('en-GB')} included, ${monthName}`,
      channelId,
      quantity: beyond,
      unitPriceMilli: priceMilli,
      unitPriceMinor: amountMinor(1, priceMilli),
      amountMinor: amountMinor(beyond, priceMilli),
      creditedLineNo: null,
    });
  }
  return lines;
}
