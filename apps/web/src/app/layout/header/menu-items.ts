import { canView, FEATURE_IDS, type TPermissionMap } from '@resonate/contracts/features';
import { paths } from '@/config/paths';

export type TMenuItem = {
  id: string;
  labelKey: string;
  href: string;
  /** The feature whose viewAccess gates this item; none means always enabled. */
  featureId?: number;
  children?: readonly TMenuItem[];
};

/** The top menu of spec section 2. */
export const MENU_ITEMS: readonly TMenuItem[] = [
  {
    id: 'analytics',
    labelKey: 'menu.analytics',
    href: paths.analytics.root.getHref(),
    featureId: FEATURE_IDS.analytics360,
    children: [
      {
        id: 'analytics-list',
        labelKey: 'menu.analyticsOverview',
        href: paths.analytics.root.getHref(),
        featureId: FEATURE_IDS.analytics360,
      },
      {
        id: 'audience-360',
        labelKey: 'menu.audience360',
        href: paths.analytics.audience360.getHref(),
        featureId: FEATURE_IDS.analytics360,
      },
    ],
  },
  {
    id: 'dashboard',
    labelKey: 'menu.dashboard',
    href: paths.dashboard.getHref(),
    featureId: FEATURE_IDS.dashboard,
  },
  {
    id: 'preferences',
    labelKey: 'menu.preferences',
    href: paths.preferences.root.getHref(),
    featureId: FEATURE_IDS.preferences,
  },
];

/** Items stay visible but disabled when their feature's viewAccess is false (spec section 2). */
export function isMenuItemEnabled(item: TMenuItem, permissions: TPermissionMap): boolean {
  return canView(permissions, item.featureId);
}
