/**
 * Length bounds the spec asks for but does not show (section 5 says "N not shown"). Each value
 * is our choice; the business limits the spec does give live in constants.ts.
 */

/** Our choice: fits real business addresses; RFC 5321's 254 only matters for machine mail. */
export const EMAIL_MAX = 100;

/** Our choice: a one-letter first name is almost always a typo or an initial. */
export const FIRST_NAME_MIN = 2;
/** Our choice: long enough for compound given names, short enough for the header and mail merge. */
export const FIRST_NAME_MAX = 50;
/** Our choice: surnames can be very short ("Li", "O"), so only an upper bound applies. */
export const LAST_NAME_MAX = 50;

/** Our choice: a few real towns have one letter, but two catches most typos. */
export const CITY_MIN = 2;
/** Our choice: leaves room for the longest official place names (about 60 characters). */
export const CITY_MAX = 100;

/** Spec section 5: "Zip | Min 3"; kept beside the other field bounds. */
export const ZIP_MIN = 3;
/** Our choice: the longest postal code format ("12345-6789") has 10 characters. */
export const ZIP_MAX = 10;

/** Our choice: the longest website address a profile needs; browsers handle far more. */
export const WEBSITE_MAX = 255;

/** Our choice: three characters make a recognisable list name in dropdowns. */
export const LIST_NAME_MIN = 3;
/** Our choice: list names show in tables and dropdowns; 100 still reads in one line when truncated. */
export const LIST_NAME_MAX = 100;

/** Our choice: the trimmed minimum the spec leaves unshown for communication names. */
export const COMMUNICATION_NAME_MIN = 3;
/** Our choice: matches list names, since both show in the same reports. */
export const COMMUNICATION_NAME_MAX = 100;
