/**
 * Temporary passwords (issue 21, item 8). The spec mails a new password on "forgot password";
 * that password is temporary: it signs in for 24 hours, and only to choose a new one. Until the
 * user has chosen it, their sessions may change the password or sign out, nothing else. The
 * texts are ours (the spec is silent).
 */

export const TEMPORARY_PASSWORD_HOURS = 24;

export const TEMPORARY_PASSWORD_MSG = {
  /** The 403 of every other call while the password is temporary. */
  chooseFirst: 'Your password was reset. Choose a new password before you continue.',
  /** Sign-in with a mailed password older than TEMPORARY_PASSWORD_HOURS. */
  expired: `This temporary password has expired (it works for ${TEMPORARY_PASSWORD_HOURS} hours). Request a new one with "Forgot password".`,
  pageTitle: 'Choose a new password',
  pageLead:
    'You signed in with the temporary password we emailed you. Type it once more as your current password, then choose your own password to continue.',
} as const;
