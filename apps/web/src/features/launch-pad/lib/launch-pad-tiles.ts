import { CHANNELS } from '@resonate/contracts/channels';
import { canView, FEATURE_IDS, type TPermissionMap } from '@resonate/contracts/features';
import { licenceType } from '@resonate/contracts/onboarding/licence-types';
import { paths } from '@/config/paths';

export type TTileDisabledReason = 'notCampaign' | 'noAccess' | 'notInPlan' | 'adminOnly';

export type TTile = {
  id: string;
  href: string;
  /** Campaign work (spec: launch-pad items are disabled unless the account is a campaign account). */
  campaign: boolean;
  featureId?: number;
  adminOnly?: boolean;
  channelId?: number;
};

export type TTileState = TTile & { enabled: boolean; reason?: TTileDisabledReason };

/** The areas of spec section 1, in the order a marketer meets them. */
export const AREA_TILES: readonly TTile[] = [
  { id: 'communication', href: paths.communication.list.getHref(), campaign: true },
  {
    id: 'audience',
    href: paths.audience.masterData.getHref(),
    campaign: true,
    featureId: FEATURE_IDS.audience,
  },
  {
    id: 'analytics',
    href: paths.analytics.root.getHref(),
    campaign: true,
    featureId: FEATURE_IDS.analytics360,
  },
  {
    id: 'dashboard',
    href: paths.dashboard.getHref(),
    campaign: true,
    featureId: FEATURE_IDS.dashboard,
  },
  {
    id: 'channelsSetup',
    href: paths.preferences.communicationSettings.getHref(),
    campaign: false,
    featureId: FEATURE_IDS.communicationSettings,
  },
  {
    id: 'dataExchange',
    href: paths.preferences.dataExchange.getHref(),
    campaign: false,
    featureId: FEATURE_IDS.dataExchange,
  },
  {
    id: 'consumption',
    href: paths.consumptions.root.getHref(),
    campaign: false,
    featureId: FEATURE_IDS.consumptions,
  },
  {
    id: 'licence',
    href: paths.licenseInfo.getHref(),
    campaign: false,
    featureId: FEATURE_IDS.invoiceList,
  },
  {
    id: 'administration',
    href: paths.preferences.users.getHref(),
    campaign: false,
    adminOnly: true,
  },
];

/** One tile per channel of spec section 1: starts a communication on that channel. */
export const CHANNEL_TILES: readonly TTile[] = CHANNELS.map((channel) => ({
  id: `channel-${channel.id}`,
  href: `${paths.communication.list.getHref()}?channel=${channel.id}`,
  campaign: true,
  channelId: channel.id,
}));

export type TLaunchPadContext = {
  isCampaign: boolean;
  isAdmin: boolean;
  licenseTypeId: number;
  permissions: TPermissionMap;
};

/**
 * Whether a tile opens, and why not. View access comes first (the same rule as the menu), then
 * admin-only tiles, then the plan's channels, then the campaign-account rule.
 */
export function tileState(tile: TTile, context: TLaunchPadContext): TTileState {
  const disabled = (reason: TTileDisabledReason): TTileState => ({
    ...tile,
    enabled: false,
    reason,
  });
  if (!canView(context.permissions, tile.featureId)) return disabled('noAccess');
  if (tile.adminOnly && !context.isAdmin) return disabled('adminOnly');
  if (tile.channelId !== undefined) {
    const channels = licenceType(context.licenseTypeId)?.channelIds ?? [];
    if (!channels.includes(tile.channelId)) return disabled('notInPlan');
  }
  if (tile.campaign && !context.isCampaign) return disabled('notCampaign');
  return { ...tile, enabled: true };
}
