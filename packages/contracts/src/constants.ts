/** Business constants and limits of spec section 9. One place; both apps import them. */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const LOGIN_PASSWORD_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const CAPTCHA_LENGTH = 6;
/** The captcha shows after more than this many failed attempts. */
export const CAPTCHA_AFTER_FAILURES = 2;
export const HEADER_NOTIFICATION_PAGE_SIZE = 5;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const IMAGE_MAX_BYTES = 500 * 1024;
export const ADHOC_LIST_MAX_AUDIENCE = 5_000_000;
export const ADHOC_LIST_MAX_FILES = 6;
export const ADHOC_LIST_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ADHOC_LIST_EXPIRY_DAYS = 120;
/** Spec section 9's ad-hoc list text, to the letter (its "5 or 6 files" is held at 6). */
export const ADHOC_LIST_TEXT =
  'up to 5 million audience, 5 or 6 files, 10MB per file, expires in 120 days, 1 million records takes about 3 hours.';
export const DEFAULT_FORMAT_ID = 1;
export const TRUNCATE_DEFAULT = 15;
export const DROPDOWN_LABEL_MAX = 25;
export const MENU_HEIGHT_PX = 228;
export const MODAL_TRANSITION_MS = 300;
export const BACKDROP_TRANSITION_MS = 150;
export const COPYRIGHT_FROM_YEAR = 2004;
export const DECIMAL_INPUT_MAX = 9999999999.9;
export const STORE_PERSIST_TIMEOUT_MS = 5000;
export const DEFAULT_DASHBOARD_TITLE = 'Communication dashboard';
/** Largest JSON body the API accepts; bigger bodies get 413. File uploads have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
