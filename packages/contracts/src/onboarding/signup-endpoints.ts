/**
 * Sign-up (spec section 5), defined once: the API registers these, OpenAPI documents them and
 * the web calls them from these objects. Nobody is signed in yet: each checks its own
 * credential (`auth: 'own'`: the mailed code's otpToken).
 */
import { ZOtpRequestSchema, ZOtpStateSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoints.ts';
import {
  ZSaveSignUpRequestSchema,
  ZSaveSignUpResultSchema,
  ZSignUpOtpChallengeSchema,
  ZSignUpOtpRequestSchema,
  ZSignUpOtpResentSchema,
  ZSignUpResendOtpRequestSchema,
} from './signup.ts';

const signUp = { method: 'POST', auth: 'own', feature: null, tag: 'sign-up' } as const;

export const SIGN_UP_REQUEST_OTP = defineEndpoint({
  ...signUp,
  path: 'SignUp/RequestOTP',
  request: ZSignUpOtpRequestSchema,
  response: ZSignUpOtpChallengeSchema,
  access: 'write',
  summary: 'Mails a code that verifies the business email of a new user',
});

export const SIGN_UP_RESEND_OTP = defineEndpoint({
  ...signUp,
  path: 'SignUp/ResendOTP',
  request: ZSignUpResendOtpRequestSchema,
  response: ZSignUpOtpResentSchema,
  access: 'write',
  summary: 'Sends a new sign-up code under the same otpToken (Resend?)',
});

export const SIGN_UP_VALIDATE_OTP = defineEndpoint({
  ...signUp,
  path: 'SignUp/ValidateOTP',
  request: ZOtpRequestSchema,
  response: ZOtpStateSchema,
  access: 'write',
  summary: 'Checks the sign-up code; a valid one verifies the email',
});

export const SAVE_SIGN_UP = defineEndpoint({
  ...signUp,
  path: 'SaveSignUp',
  request: ZSaveSignUpRequestSchema,
  response: ZSaveSignUpResultSchema,
  access: 'write',
  summary: 'Creates the client and its first user from the new-user form (email verified)',
});

export const SIGN_UP_ENDPOINTS = [
  SIGN_UP_REQUEST_OTP,
  SIGN_UP_RESEND_OTP,
  SIGN_UP_VALIDATE_OTP,
  SAVE_SIGN_UP,
];
