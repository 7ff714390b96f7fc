/**
 * The Consumption/ endpoints (issue 11, feature consumptions), defined once: the API registers
 * them, OpenAPI documents them and the web calls them from these objects. The activity CSV
 * itself (GET Consumption/ActivityListCsv) is a file, not an envelope: its route stays
 * hand-written in the API, opened with the link DownloadActivityListCsv answers.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZAccountStatusRequestSchema,
  ZAccountStatusSchema,
  ZConsumptionDetailsSchema,
  ZConsumptionPeriodSchema,
} from './consumption.ts';

const tag = 'consumption';
const feature = FEATURE_IDS.consumptions;

/** A read whose name starts with no verb: any role that sees consumption may call it. */
export const ACCOUNT_STATUS = defineEndpoint({
  method: 'POST',
  path: 'Consumption/AccountStatus',
  request: ZAccountStatusRequestSchema,
  response: ZAccountStatusSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'The licence, its plan and limits, and this month’s usage against them',
  tag,
});

export const GET_CONSUMPTION_DETAILS = defineEndpoint({
  method: 'POST',
  path: 'Consumption/GetConsumptionDetails',
  request: ZConsumptionPeriodSchema,
  response: ZConsumptionDetailsSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'One month’s usage: bandwidth, storage, database, channels (one channel in detail)',
  tag,
});

export const DOWNLOAD_ACTIVITY_LIST_CSV = defineEndpoint({
  method: 'POST',
  path: 'Consumption/DownloadActivityListCsv',
  request: ZConsumptionPeriodSchema,
  response: z.object({ url: z.string() }),
  auth: 'session',
  feature,
  access: 'read',
  summary: 'A one-minute link to the CSV of a month’s activity (one row per message)',
  tag,
});

export const CONSUMPTION_ENDPOINTS = [
  ACCOUNT_STATUS,
  GET_CONSUMPTION_DETAILS,
  DOWNLOAD_ACTIVITY_LIST_CSV,
];
