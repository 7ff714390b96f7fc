import { describe, expect, it } from 'vitest';
import { OTP_MSG } from '@resonate/contracts/messages';
import auth from '@/locales/en-GB/auth.json';

describe('sign-in texts the spec fixes', () => {
  it('are in the locale to the letter', () => {
    expect(auth.session.title).toBe('Login');
    expect(auth.otp.title).toBe('One-Time Password verification');
    expect(auth.otp.resend).toBe(OTP_MSG.resendPrompt);
    expect(auth.login.insecure).toBe('Sign-in needs a secure connection (HTTPS)');
  });
});
