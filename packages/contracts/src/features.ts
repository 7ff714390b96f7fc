/** Feature ids of spec section 3: permissions are keyed by these. */
export const FEATURE_IDS = {
  dashboard: 1,
  preferences: 7,
  myProfile: 8,
  accountSettings: 12,
  communicationSettings: 15,
  alertsAndNotifications: 19,
  analytics360: 29,
  consumptions: 33,
  dataExchange: 44,
  invoiceList: 54,
  /** Our choice: the spec names no feature id for the audience pages; 3 is unused by it. */
  audience: 3,
  /** Our choice: the communication pages (list, gallery, planner, builders); 2 is unused. */
  communications: 2,
} as const;
export type TFeatureId = (typeof FEATURE_IDS)[keyof typeof FEATURE_IDS];

/**
 * The feature that guards a page, looked up by the last path segment (spec section 2:
 * "Permission checks use the last path segment"). A segment with no entry is not gated.
 */
export const FEATURE_BY_PATH_SEGMENT: Readonly<Record<string, TFeatureId>> = {
  dashboard: FEATURE_IDS.dashboard,
  preferences: FEATURE_IDS.preferences,
  'my-profile': FEATURE_IDS.myProfile,
  'account-settings': FEATURE_IDS.accountSettings,
  'communication-settings': FEATURE_IDS.communicationSettings,
  'alerts-and-notifications': FEATURE_IDS.alertsAndNotifications,
  analytics: FEATURE_IDS.analytics360,
  'audience-analytics-360': FEATURE_IDS.analytics360,
  consumptions: FEATURE_IDS.consumptions,
  'consumption-channel': FEATURE_IDS.consumptions,
  'data-exchange': FEATURE_IDS.dataExchange,
  'invoice-list': FEATURE_IDS.invoiceList,
  invoice: FEATURE_IDS.invoiceList,
  'license-info': FEATURE_IDS.invoiceList,
  'master-data': FEATURE_IDS.audience,
  'target-list': FEATURE_IDS.audience,
  'dynamic-list': FEATURE_IDS.audience,
  import: FEATURE_IDS.audience,
  communication: FEATURE_IDS.communications,
  gallery: FEATURE_IDS.communications,
  planner: FEATURE_IDS.communications,
  'create-mdc-communication': FEATURE_IDS.communications,
  'template-builder': FEATURE_IDS.communications,
  'mdc-workflow': FEATURE_IDS.communications,
};

/** Permissions as the SPA stores them: a map keyed by feature id (spec section 3). */
/** The rights a role holds per feature; create, edit and delete default to allowed when absent. */
export type TFeaturePermission = {
  viewAccess: boolean;
  createAccess?: boolean;
  editAccess?: boolean;
  deleteAccess?: boolean;
};
export type TPermissionMap = Record<number, TFeaturePermission>;
export type TChangeAccess = 'create' | 'edit' | 'delete';

/** Whether the role may create, edit or delete in a feature (the API refuses otherwise). */
export function canChange(
  permissions: TPermissionMap,
  featureId: number,
  access: TChangeAccess,
): boolean {
  return permissions[featureId]?.[`${access}Access`] ?? true;
}

/** A feature with no entry is viewable (spec section 3). */
export function canView(permissions: TPermissionMap, featureId: number | undefined): boolean {
  if (featureId === undefined) return true;
  return permissions[featureId]?.viewAccess ?? true;
}

/** The feature of a path, by its last non-empty segment. */
export function featureOfPath(pathname: string): TFeatureId | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  return last === undefined ? undefined : FEATURE_BY_PATH_SEGMENT[last];
}

/** The 403 of a change the caller's role does not grant (create, edit or delete of a feature). */
export const ROLE_DENIES_CHANGE = 'Your role does not allow this change';
