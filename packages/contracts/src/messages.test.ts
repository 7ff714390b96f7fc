import { describe, expect, it } from 'vitest';
import { LOGIN_OUTCOME, MSG, NEW_PASSWORD_SENT, OTP_MSG, PAGE_TEXT } from './messages.ts';

// The client branches on some of these by exact text, so a changed letter is a bug.
describe('messages to the letter', () => {
  it('builds the numbered messages', () => {
    expect(MSG.charactersBelow(100)).toBe('Enter characters below 100 characters');
    expect(MSG.minChars(2)).toBe('Min. 2 characters');
    expect(MSG.maxChars(50)).toBe('Max. 50 characters');
  });
  it('keeps the section 5 texts', () => {
    expect(MSG.emailRequired).toBe('Enter a valid business email address');
    expect(MSG.passwordMismatch).toBe('Password and confirm password does not match');
    expect(MSG.newPasswordSameAsCurrent).toBe('New password cannot be same as current password');
    expect(MSG.imageTooLarge).toBe('Image size should be less than 500kb.');
    expect(MSG.specialCharsNotAllowed).toBe('special characters not allowed');
    expect(MSG.zipInvalid).toBe('Enter valid ZIP code');
  });
  it('keeps the server spellings of the OTP texts', () => {
    expect(OTP_MSG.sent).toBe('OTP sent successfully');
    expect(OTP_MSG.sentLegacy).toBe('OTP Sent succesfully');
    expect(OTP_MSG.resent).toBe('OTP resent successfully');
  });
  it('keeps the login outcomes the client branches on', () => {
    expect(Object.values(LOGIN_OUTCOME)).toEqual([
      'OTP Required',
      'Payment not completed',
      'Account not activated',
      'Licensekey not validated',
      'Agency Licensekey not validated',
      'Agency account not activated',
      'Clients not created',
    ]);
  });
  it('keeps the page texts', () => {
    expect(NEW_PASSWORD_SENT).toBe('New password sent successfully to the registered email id');
    expect(PAGE_TEXT.notFound).toBe("Sorry! The page you're looking for cannot be found.");
    expect(PAGE_TEXT.crash).toBe("SORRY ... It's not you. It's us.");
    expect(PAGE_TEXT.routerError).toBe('Unexpected Application Error!');
    expect(PAGE_TEXT.networkLost).toBe('Network connection lost');
  });
});
