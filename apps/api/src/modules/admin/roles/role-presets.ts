import { FEATURE_IDS } from '@resonate/contracts/features';

export type TPermissionPreset = {
  featureId: number;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

export type TRolePreset = { name: string; isAdmin: boolean; permissions: TPermissionPreset[] };

const ALL_FEATURES: number[] = Object.values(FEATURE_IDS);

const full = (featureId: number): TPermissionPreset => ({
  featureId,
  canView: true,
  canCreate: true,
  canEdit: true,
  canDelete: true,
});
const viewOnly = (featureId: number, canView = true): TPermissionPreset => ({
  featureId,
  canView,
  canCreate: false,
  canEdit: false,
  canDelete: false,
});

/** Billing and account-wide settings stay with administrators. */
const ADMIN_ONLY: number[] = [FEATURE_IDS.invoiceList, FEATURE_IDS.accountSettings];
/** What a marketer works on day to day: audiences, dashboards, analytics, alerts. */
const MARKETER_WORK: number[] = [
  FEATURE_IDS.audience,
  FEATURE_IDS.communications,
  FEATURE_IDS.dashboard,
  FEATURE_IDS.analytics360,
  FEATURE_IDS.alertsAndNotifications,
  FEATURE_IDS.myProfile,
];
/** A viewer sees the work but not what it costs (same as the demo Viewer role). */
const HIDDEN_FROM_VIEWER: number[] = [FEATURE_IDS.consumptions, FEATURE_IDS.invoiceList];

/** The roles a new client starts with; the first user of a client gets the admin one. */
export const DEFAULT_ROLE_PRESETS: readonly TRolePreset[] = [
  { name: 'Administrator', isAdmin: true, permissions: ALL_FEATURES.map(full) },
  {
    name: 'Marketer',
    isAdmin: false,
    permissions: ALL_FEATURES.map((id) =>
      MARKETER_WORK.includes(id) ? full(id) : viewOnly(id, !ADMIN_ONLY.includes(id)),
    ),
  },
  {
    name: 'Viewer',
    isAdmin: false,
    permissions: ALL_FEATURES.map((id) => viewOnly(id, !HIDDEN_FROM_VIEWER.includes(id))),
  },
];
