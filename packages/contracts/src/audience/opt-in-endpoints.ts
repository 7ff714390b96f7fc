/**
 * The double opt-in endpoints (issue 28, item 2), defined once: the API registers them, OpenAPI
 * documents them and the web calls them from these objects. The confirmation link's pages are
 * public HTML (OPT_IN_PATHS), not envelopes.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZContactOptInRequestSchema,
  ZContactOptInSchema,
  ZOptInSettingsSchema,
  ZSaveOptInSettingsRequestSchema,
} from './opt-in.ts';

const tag = 'audience';
const feature = FEATURE_IDS.audience;

export const GET_OPT_IN_SETTINGS = defineEndpoint({
  method: 'POST',
  path: 'Audience/GetOptInSettings',
  request: null,
  response: ZOptInSettingsSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'Single or double opt-in per source of new contacts, and the confirmation mail',
  tag,
});

export const SAVE_OPT_IN_SETTINGS = defineEndpoint({
  method: 'POST',
  path: 'Audience/SaveOptInSettings',
  request: ZSaveOptInSettingsRequestSchema,
  response: ZOptInSettingsSchema,
  auth: 'session',
  feature,
  access: 'write',
  summary: 'Saves the opt-in mode of each source and the confirmation mail',
  tag,
});

export const GET_CONTACT_OPT_IN = defineEndpoint({
  method: 'POST',
  path: 'Audience/GetContactOptIn',
  request: ZContactOptInRequestSchema,
  response: ZContactOptInSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'A contact’s consent record: pending or confirmed, when, how and from which address',
  tag,
});

export const RESEND_OPT_IN_CONFIRMATION = defineEndpoint({
  method: 'POST',
  path: 'Audience/ResendOptInConfirmation',
  request: ZContactOptInRequestSchema,
  response: z.object({ queued: z.boolean() }),
  auth: 'session',
  feature,
  access: 'write',
  summary: 'Mails a pending contact a new confirmation link (rate-limited)',
  tag,
});

export const OPT_IN_ENDPOINTS = [
  GET_OPT_IN_SETTINGS,
  SAVE_OPT_IN_SETTINGS,
  GET_CONTACT_OPT_IN,
  RESEND_OPT_IN_CONFIRMATION,
];
