import type { TLoginData } from '@resonate/contracts/auth';
import type { TTotpSetup } from '@resonate/contracts/auth/second-factor';
import { authPost } from './auth-post';

/** The second-factor step of sign-in (SecondFactor/*): each call names its step by token. */
type TOptions = { options: Record<string, unknown> };
type TEmailCode = { otpToken: string; otpExpiresInSeconds: number; maskedEmail: string };
type TEnrolled = { login: TLoginData; recoveryCodes: string[] };

export const secondFactorApi = {
  totp: (token: string, code: string) => authPost<TLoginData>('SecondFactor/Totp', { token, code }),
  recoveryCode: (token: string, code: string) =>
    authPost<TLoginData>('SecondFactor/RecoveryCode', { token, code }),
  passkeyOptions: (token: string) => authPost<TOptions>('SecondFactor/PasskeyOptions', { token }),
  passkey: (token: string, response: Record<string, unknown>) =>
    authPost<TLoginData>('SecondFactor/Passkey', { token, response }),
  emailCode: (token: string) => authPost<TEmailCode>('SecondFactor/EmailCode', { token }),
  enrolTotpStart: (enrolToken: string) =>
    authPost<TTotpSetup>('SecondFactor/EnrolTotpStart', { enrolToken }),
  enrolTotpConfirm: (enrolToken: string, code: string) =>
    authPost<TEnrolled>('SecondFactor/EnrolTotpConfirm', { enrolToken, code }),
  enrolPasskeyOptions: (enrolToken: string) =>
    authPost<TOptions>('SecondFactor/EnrolPasskeyOptions', { enrolToken }),
  enrolPasskey: (enrolToken: string, name: string, response: Record<string, unknown>) =>
    authPost<TEnrolled>('SecondFactor/EnrolPasskey', { enrolToken, name, response }),
};
