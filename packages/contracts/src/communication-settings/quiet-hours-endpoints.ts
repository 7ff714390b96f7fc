/**
 * The quiet-hours endpoints (issue 27, item 4), defined once: the API registers them, OpenAPI
 * documents them and the settings tab calls them from these objects. The session's client is
 * the one read and written; no body names another.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import { ZQuietHoursSchema, ZQuietHoursViewSchema } from './quiet-hours.ts';

const tag = 'communication-settings';
const feature = FEATURE_IDS.communicationSettings;

export const GET_QUIET_HOURS = defineEndpoint({
  method: 'POST',
  path: 'CommunicationSetting/GetQuietHours',
  request: z.object({}),
  response: ZQuietHoursViewSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'The client’s quiet hours per channel (a channel without a rule has none)',
  tag,
});

export const UPSERT_QUIET_HOURS = defineEndpoint({
  method: 'POST',
  path: 'CommunicationSetting/UpsertQuietHours',
  request: ZQuietHoursSchema,
  response: ZQuietHoursViewSchema,
  auth: 'session',
  feature,
  access: 'write',
  summary: 'Replaces the client’s quiet hours (marketing sends wait until they end)',
  tag,
});

export const QUIET_HOURS_ENDPOINTS = [GET_QUIET_HOURS, UPSERT_QUIET_HOURS];
