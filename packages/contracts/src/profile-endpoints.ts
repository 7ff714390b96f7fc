/**
 * My profile's details and change-password endpoints (feature 8), defined once: the API
 * registers them, OpenAPI documents them and the web calls them from these objects. The picture
 * upload (multipart) and the mobile-number change stay hand-written routes for now.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoints.ts';
import { FEATURE_IDS } from './features.ts';
import {
  ZChangePasswordRequestSchema,
  ZConfirmPasswordRequestSchema,
  ZMyProfileSchema,
  ZProfileUpdateRequestSchema,
  ZValidatePasswordRequestSchema,
} from './profile.ts';

const mine = { auth: 'session', feature: FEATURE_IDS.myProfile, tag: 'profile' } as const;
/** A session signed in with a temporary password must be able to choose its own here. */
const password = { ...mine, access: 'write', temporaryPasswordAllowed: true } as const;

export const GET_MY_PROFILE = defineEndpoint({
  ...mine,
  method: 'GET',
  path: 'GetMyProfile',
  request: null,
  response: ZMyProfileSchema,
  access: 'read',
  summary: "The caller's profile: names, email, username, mobile, role, picture, version",
});

export const PROFILE_UPDATE = defineEndpoint({
  ...mine,
  method: 'POST',
  path: 'ProfileUpdate',
  request: ZProfileUpdateRequestSchema,
  response: ZMyProfileSchema,
  access: 'write',
  summary: 'Saves names and username; 409 when the profile changed since `version`',
});

export const VALIDATE_PASSWORD = defineEndpoint({
  ...password,
  method: 'POST',
  path: 'ValidatePassword',
  request: ZValidatePasswordRequestSchema,
  response: z.object({}),
  summary: 'Checks the current password (400 when wrong)',
});

export const CONFIRM_PASSWORD = defineEndpoint({
  ...password,
  method: 'POST',
  path: 'ConfirmPassword',
  request: ZConfirmPasswordRequestSchema,
  response: z.object({}),
  summary: 'Checks a new password: strong, confirmed, and not the current one',
});

export const CHANGE_PASSWORD = defineEndpoint({
  ...password,
  method: 'POST',
  path: 'ChangePassword',
  request: ZChangePasswordRequestSchema,
  response: z.object({}),
  summary: 'Changes the password and signs out every other session of the user',
});

export const PROFILE_ENDPOINTS = [
  GET_MY_PROFILE,
  PROFILE_UPDATE,
  VALIDATE_PASSWORD,
  CONFIRM_PASSWORD,
  CHANGE_PASSWORD,
];
