/**
 * The account settings endpoints (feature 12: company details, regional settings, IP
 * whitelist), defined once: the API registers them, OpenAPI documents them and the web calls
 * them from these objects.
 */
import {
  ZAgencyDetailsSchema,
  ZClientDetailsSchema,
  ZGetClientDetailsRequestSchema,
  ZGetIpWhiteListRequestSchema,
  ZIpWhitelistSchema,
  ZUpdateClientDetailsRequestSchema,
  ZUpsertIpWhiteListRequestSchema,
} from './account.ts';
import { defineEndpoint } from './endpoints.ts';
import { FEATURE_IDS } from './features.ts';

const settings = { auth: 'session', feature: FEATURE_IDS.accountSettings, tag: 'account' } as const;

export const GET_CLIENT_DETAILS = defineEndpoint({
  ...settings,
  method: 'POST',
  path: 'GetClientDetails',
  request: ZGetClientDetailsRequestSchema,
  response: ZClientDetailsSchema,
  access: 'read',
  summary: "The caller's client: company, address and regional settings",
});

export const UPDATE_CLIENT_DETAILS = defineEndpoint({
  ...settings,
  method: 'POST',
  path: 'UpdateClientDetails',
  request: ZUpdateClientDetailsRequestSchema,
  response: ZClientDetailsSchema,
  access: 'write',
  summary: 'Saves the account settings (account admins; 409 when changed since loaded)',
});

export const GET_AGENCY_DETAILS = defineEndpoint({
  ...settings,
  method: 'POST',
  path: 'GetAgencyDetails',
  request: ZGetClientDetailsRequestSchema,
  response: ZAgencyDetailsSchema,
  access: 'read',
  summary: "An agency's details and the brands it has set up (agency users only)",
});

export const GET_IP_WHITE_LIST = defineEndpoint({
  ...settings,
  method: 'POST',
  path: 'GetIpWhiteList',
  request: ZGetIpWhiteListRequestSchema,
  response: ZIpWhitelistSchema,
  access: 'read',
  summary: "The client's IP whitelist (empty: every address may sign in)",
});

export const UPSERT_IP_WHITE_LIST = defineEndpoint({
  ...settings,
  method: 'POST',
  path: 'UpsertIpWhiteList',
  request: ZUpsertIpWhiteListRequestSchema,
  response: ZIpWhitelistSchema,
  access: 'write',
  summary: 'Replaces the IP whitelist (account admins; confirmLockout to exclude yourself)',
});

export const ACCOUNT_ENDPOINTS = [
  GET_CLIENT_DETAILS,
  UPDATE_CLIENT_DETAILS,
  GET_AGENCY_DETAILS,
  GET_IP_WHITE_LIST,
  UPSERT_IP_WHITE_LIST,
];
