/** Local storage keys of spec section 3, to the letter. */
export const STORAGE_KEYS = {
  masterData: 'masterData',
  ipAddressData: 'ipAddressData',
  licenseTypeId: 'licenseTypeId',
  userInfo: 'userInfo',
  permissions: 'permissions',
  accessToken: 'accessToken',
  timeFormatId: 'timeFormatId',
  dateFormatId: 'dateFormatId',
  timeZoneId: 'timeZoneId',
  captchaRetry: 'captchaRetry',
  sessionModal: 'sessionModal',
  cpCode: 'cpCode',
  promoCode: 'promoCode',
  disablePluginLastShown: 'disable_plugin_last_shown',
  /** Ours: signed in with a mailed temporary password, a new one must be chosen first. */
  passwordChangeRequired: 'passwordChangeRequired',
} as const;
export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that survive logout and an empty-permissions reset (spec sections 2, 4 and 9). */
export const STORAGE_KEYS_KEPT_ON_LOGOUT: readonly TStorageKey[] = [
  STORAGE_KEYS.masterData,
  STORAGE_KEYS.ipAddressData,
  STORAGE_KEYS.disablePluginLastShown,
];
