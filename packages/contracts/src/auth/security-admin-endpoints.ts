/**
 * The security page's single sign-on, domain proof, policy and sign-in log endpoints
 * (/preferences/security), defined once: the API registers these, OpenAPI documents them and
 * the web calls them from these objects. Account admins only.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import {
  ZGetSignInEventsRequestSchema,
  ZSaveSignInPolicyRequestSchema,
  ZSavedSignInPolicySchema,
  ZSignInEventsSchema,
  ZSignInPolicySettingsSchema,
} from './sign-in-policies.ts';
import {
  ZSaveSsoProviderRequestSchema,
  ZSavedSsoProviderSchema,
  ZSsoProviderIdRequestSchema,
  ZSsoProvidersSchema,
  ZSsoProviderTestSchema,
  ZTestSsoProviderRequestSchema,
} from './sso.ts';
import { ZVerifiedSsoDomainSchema, ZVerifySsoDomainRequestSchema } from './sso-domains.ts';

/** What every endpoint of the security page shares (the Active Directory card's too). */
export const SECURITY_ADMINS = {
  method: 'POST',
  auth: 'session',
  feature: null,
  accountAdminsOnly: true,
  tag: 'sign-in security',
} as const;
const ZNoBodySchema = z.object({}).default({});

export const GET_IDENTITY_PROVIDERS = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/GetIdentityProviders',
  request: ZNoBodySchema,
  response: ZSsoProvidersSchema,
  access: 'read',
  summary: 'Identity providers of the company',
});

export const SAVE_IDENTITY_PROVIDER = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/SaveIdentityProvider',
  request: ZSaveSsoProviderRequestSchema,
  response: ZSavedSsoProviderSchema,
  access: 'write',
  summary: 'Creates or updates an identity provider',
});

export const DELETE_IDENTITY_PROVIDER = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/DeleteIdentityProvider',
  request: ZSsoProviderIdRequestSchema,
  response: z.object({}),
  access: 'write',
  summary: 'Deletes an identity provider',
});

export const TEST_IDENTITY_PROVIDER = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/TestIdentityProvider',
  request: ZTestSsoProviderRequestSchema,
  response: ZSsoProviderTestSchema,
  access: 'write',
  summary: "Fetches the provider's discovery document and reports",
});

export const VERIFY_SSO_DOMAIN = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/VerifySsoDomain',
  request: ZVerifySsoDomainRequestSchema,
  response: ZVerifiedSsoDomainSchema,
  access: 'write',
  summary: "Looks up the domain's TXT record and, when it matches, proves the domain",
});

export const GET_SIGN_IN_POLICY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/GetSignInPolicy',
  request: ZNoBodySchema,
  response: ZSignInPolicySettingsSchema,
  access: 'read',
  summary: 'Sign-in policies of the company',
});

export const SAVE_SIGN_IN_POLICY = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/SaveSignInPolicy',
  request: ZSaveSignInPolicyRequestSchema,
  response: ZSavedSignInPolicySchema,
  access: 'write',
  summary: 'Saves the sign-in policies',
});

export const GET_SIGN_IN_EVENTS = defineEndpoint({
  ...SECURITY_ADMINS,
  path: 'Security/GetSignInEvents',
  request: ZGetSignInEventsRequestSchema,
  response: ZSignInEventsSchema,
  access: 'read',
  summary: 'The sign-in log, newest first',
});

export const SECURITY_ADMIN_ENDPOINTS = [
  GET_IDENTITY_PROVIDERS,
  SAVE_IDENTITY_PROVIDER,
  DELETE_IDENTITY_PROVIDER,
  TEST_IDENTITY_PROVIDER,
  VERIFY_SSO_DOMAIN,
  GET_SIGN_IN_POLICY,
  SAVE_SIGN_IN_POLICY,
  GET_SIGN_IN_EVENTS,
];
