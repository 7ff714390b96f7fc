/**
 * Texts of the strong second factors (issue 12), in a file without zod so the login page can
 * read them without loading schemas. The emailed OTP keeps the spec's own texts.
 */
export const SECOND_FACTOR_MSG = {
  /** LoginValidate's message when the user confirms with an app, a passkey or a recovery code. */
  required: 'Second factor required',
  totpInvalid: 'That code is not right. Check the time on your phone and try again.',
  totpReplayed: 'That code was just used. Wait for the next one.',
  recoveryInvalid: 'That recovery code is not right or was already used.',
  passkeyFailed: 'The passkey could not be verified. Try again or use another way.',
  noPasskey: 'There is no passkey on this account.',
  tooManyAttempts: 'Too many failed attempts. Sign in again.',
  stepExpired: 'This sign-in step has expired. Sign in again.',
  emailNotAllowed:
    'Your company requires an authenticator app or a passkey; an emailed code is not enough.',
  enrolRequired:
    'Your company requires an authenticator app or a passkey. Set one up to finish signing in.',
  lastFactorRequired:
    'Your company requires an authenticator app or a passkey, so you cannot remove the last one.',
  totpAlreadySet: 'An authenticator app is already set up. Remove it first to set up another.',
  setupExpired: 'The setup has expired. Start again.',
  passwordRequired: 'Enter your current password',
  signedIn: 'Login successful',
  status: 'Two-step verification',
  totpStarted: 'Scan the QR code, then enter the code the app shows',
  totpAdded: 'Authenticator app added',
  totpRemoved: 'Authenticator app removed',
  passkeyOptions: 'Passkey options',
  passkeyAdded: 'Passkey added',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'This passkey no longer exists.',
  recoveryRegenerated: 'New recovery codes created; the old ones no longer work',
  emailCodeSent: 'OTP Required',
} as const;
