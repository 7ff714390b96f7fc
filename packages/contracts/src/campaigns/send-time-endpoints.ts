/**
 * Send-time endpoints of the compose wizard (issue 27), defined once: the API registers them,
 * OpenAPI documents them and the review step calls them from these objects.
 */
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import { ZCommunicationRefSchema } from './communications.ts';
import { ZSendTimeEstimateSchema } from './send-time-estimate.ts';

export const GET_SEND_TIME_ESTIMATE = defineEndpoint({
  method: 'POST',
  path: 'Communication/GetSendTimeEstimate',
  request: ZCommunicationRefSchema,
  response: ZSendTimeEstimateSchema,
  auth: 'session',
  feature: FEATURE_IDS.communications,
  access: 'read',
  summary: 'When the saved communication starts, and how many contacts quiet hours hold back then',
  tag: 'communications: compose',
});

export const SEND_TIME_ENDPOINTS = [GET_SEND_TIME_ESTIMATE];
