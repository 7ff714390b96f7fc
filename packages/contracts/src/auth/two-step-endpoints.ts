/**
 * My profile's two-step card (TwoStep/): the authenticator app, passkeys and recovery codes,
 * defined once: the API registers these, OpenAPI documents them and the web calls them from
 * these objects. Every change asks for the password again.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZPasskeyOptionsRequestSchema,
  ZPasskeyOptionsSchema,
  ZPasskeyRegisterRequestSchema,
  ZPasskeyRemoveRequestSchema,
  ZReauthRequestSchema,
  ZRecoveryCodesSchema,
  ZTotpConfirmRequestSchema,
  ZTotpSetupSchema,
  ZTwoStepStatusSchema,
} from './second-factor.ts';

const card = {
  method: 'POST',
  auth: 'session',
  feature: FEATURE_IDS.myProfile,
  access: 'write',
  tag: 'profile',
} as const;

export const GET_TWO_STEP = defineEndpoint({
  ...card,
  path: 'TwoStep/Get',
  request: null,
  response: ZTwoStepStatusSchema,
  access: 'read',
  summary: 'The caller’s authenticator app, passkeys and recovery codes left',
});

export const TOTP_START = defineEndpoint({
  ...card,
  path: 'TwoStep/TotpStart',
  request: ZReauthRequestSchema,
  response: ZTotpSetupSchema,
  summary: 'Starts setting up an authenticator app (password required): secret and QR code',
});

export const TOTP_CONFIRM = defineEndpoint({
  ...card,
  path: 'TwoStep/TotpConfirm',
  request: ZTotpConfirmRequestSchema,
  response: ZRecoveryCodesSchema,
  summary: 'Activates the app with its first code; recovery codes with the first factor',
});

export const TOTP_REMOVE = defineEndpoint({
  ...card,
  path: 'TwoStep/TotpRemove',
  request: ZReauthRequestSchema,
  response: z.object({}),
  summary: 'Removes the authenticator app (password required)',
});

export const RECOVERY_CODES_REGENERATE = defineEndpoint({
  ...card,
  path: 'TwoStep/RecoveryCodesRegenerate',
  request: ZReauthRequestSchema,
  response: ZRecoveryCodesSchema,
  summary: 'Ten new recovery codes (password required); the old ones stop working',
});

export const PASSKEY_OPTIONS = defineEndpoint({
  ...card,
  path: 'TwoStep/PasskeyOptions',
  request: ZPasskeyOptionsRequestSchema,
  response: ZPasskeyOptionsSchema,
  summary: 'Options for creating a passkey (password required)',
});

export const PASSKEY_REGISTER = defineEndpoint({
  ...card,
  path: 'TwoStep/PasskeyRegister',
  request: ZPasskeyRegisterRequestSchema,
  response: ZRecoveryCodesSchema,
  summary: 'Stores the passkey the browser created',
});

export const PASSKEY_REMOVE = defineEndpoint({
  ...card,
  path: 'TwoStep/PasskeyRemove',
  request: ZPasskeyRemoveRequestSchema,
  response: z.object({}),
  summary: 'Removes a passkey (password required)',
});

export const TWO_STEP_ENDPOINTS = [
  GET_TWO_STEP,
  TOTP_START,
  TOTP_CONFIRM,
  TOTP_REMOVE,
  RECOVERY_CODES_REGENERATE,
  PASSKEY_OPTIONS,
  PASSKEY_REGISTER,
  PASSKEY_REMOVE,
];
