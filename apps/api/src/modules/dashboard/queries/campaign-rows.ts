import type { TFunnel } from '@resonate/contracts/dashboard/dashboard';
import { num } from '../dashboard-scope.ts';

/** Funnel and money of one communication over the range, as both query families return it. */
export type TCampaignFigures = TFunnel & { revenue: number; cost: number; roi: number | null };

/** A row carrying the funnel counts and money columns under their SQL names. */
export type TFiguresRow = {
  sent: unknown;
  delivered: unknown;
  opened: unknown;
  clicked: unknown;
  converted: unknown;
  revenue: unknown;
  cost: unknown;
  roi: unknown;
};

export function toFigures(row: TFiguresRow): TCampaignFigures {
  return {
    sent: num(row.sent),
    delivered: num(row.delivered),
    opened: num(row.opened),
    clicked: num(row.clicked),
    converted: num(row.converted),
    revenue: num(row.revenue),
    cost: num(row.cost),
    roi: row.roi === null || row.roi === undefined ? null : Number(row.roi),
  };
}

/** A fraction of sent, to 4 decimals (0 when nothing was sent). */
export function rateOf(count: number, sent: number): number {
  return sent === 0 ? 0 : Math.round((count / sent) * 10_000) / 10_000;
}

/** The communication columns every campaign widget shows. */
export type TCommunicationRow = {
  id: unknown;
  name: string;
  channel_id: unknown;
  status: unknown;
};

export function toCampaignRef(row: TCommunicationRow) {
  return {
    communicationId: num(row.id),
    name: row.name,
    channelId: num(row.channel_id),
    status: num(row.status),
  };
}
