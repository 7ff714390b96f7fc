/**
 * The Active Directory card of /preferences/security, defined once: the API registers these,
 * OpenAPI documents them and the web calls them from these objects. Account admins only.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import {
  ZActiveDirectoryFormSchema,
  ZActiveDirectorySettingsSchema,
  ZDeleteActiveDirectoryRequestSchema,
  ZGetActiveDirectoryRequestSchema,
  ZSavedActiveDirectorySchema,
  ZTestActiveDirectoryRequestSchema,
  ZTestActiveDirectoryResultSchema,
} from './active-directory.ts';
import { SECURITY_ADMINS } from './security-admin-endpoints.ts';

export const GET_ACTIVE_DIRECTORY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/GetActiveDirectory',
  request: ZGetActiveDirectoryRequestSchema,
  response: ZActiveDirectorySettingsSchema,
  access: 'read',
  summary: 'Active Directory settings of the company, and the roles groups can map to',
});

export const SAVE_ACTIVE_DIRECTORY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/SaveActiveDirectory',
  request: ZActiveDirectoryFormSchema,
  response: ZSavedActiveDirectorySchema,
  access: 'write',
  summary: 'Creates or replaces the Active Directory settings (bind password sealed)',
});

export const TEST_ACTIVE_DIRECTORY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/TestActiveDirectory',
  request: ZTestActiveDirectoryRequestSchema,
  response: ZTestActiveDirectoryResultSchema,
  access: 'write',
  summary: 'Binds with the service account and checks the search base (5 s per step)',
});

export const DELETE_ACTIVE_DIRECTORY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/DeleteActiveDirectory',
  request: ZDeleteActiveDirectoryRequestSchema,
  response: z.object({}),
  access: 'write',
  summary: 'Removes the Active Directory settings; AD sign-in stops',
});

export const ACTIVE_DIRECTORY_ENDPOINTS = [
  GET_ACTIVE_DIRECTORY,
  SAVE_ACTIVE_DIRECTORY,
  TEST_ACTIVE_DIRECTORY,
  DELETE_ACTIVE_DIRECTORY,
];
