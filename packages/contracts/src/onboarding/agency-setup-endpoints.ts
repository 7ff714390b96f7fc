/**
 * The spec's agency setup calls (section 7), defined once: the API registers them, OpenAPI
 * documents them and the web calls them from these objects. They serve account setup before the
 * first sign-in (with its signed `q`) and the brands page (with an agency admin's session), so
 * each checks its own credential (`auth: 'own'`); the website and country checks need none.
 */
import { defineEndpoint } from '../endpoints.ts';
import {
  ZBrandResultSchema,
  ZCheckClientNameRequestSchema,
  ZCheckWebsiteRequestSchema,
  ZClientCreationRequestSchema,
  ZClientNameExistsSchema,
  ZCountryDetailsRequestSchema,
  ZCountryDetailsSchema,
  ZSetupSummaryRequestSchema,
  ZSetupSummarySchema,
  ZWebsiteCheckSchema,
} from './brands.ts';

const setup = { method: 'POST', auth: 'own', feature: null, tag: 'agency setup' } as const;

export const CLIENT_CREATION = defineEndpoint({
  ...setup,
  path: 'ClientCreation',
  request: ZClientCreationRequestSchema,
  response: ZBrandResultSchema,
  access: 'write',
  summary:
    "Creates one of the agency's brands (with its default roles); with account setup's q, or an agency admin's session",
});

export const CHECK_CLIENT_NAME_EXISTS = defineEndpoint({
  ...setup,
  path: 'CheckClientNameExists',
  request: ZCheckClientNameRequestSchema,
  response: ZClientNameExistsSchema,
  access: 'read',
  summary: 'Whether the agency or one of its brands already has this name (q or session)',
});

export const CHECK_VALIDATE_WEBSITE = defineEndpoint({
  ...setup,
  path: 'CheckValidateWebsite',
  request: ZCheckWebsiteRequestSchema,
  response: ZWebsiteCheckSchema,
  access: 'read',
  summary: 'Whether a website address is valid (the spec website pattern)',
});

export const GET_COUNTRY_DETAILS = defineEndpoint({
  ...setup,
  path: 'GetCountryDetails',
  request: ZCountryDetailsRequestSchema,
  response: ZCountryDetailsSchema,
  access: 'read',
  summary: "A country's dial code, currency and time zones (form defaults)",
});

export const GET_SETUP_SUMMARY = defineEndpoint({
  ...setup,
  path: 'GetSetupSummary',
  request: ZSetupSummaryRequestSchema,
  response: ZSetupSummarySchema,
  access: 'read',
  summary: 'Setup complete: the agency and the brands it has set up',
});

export const AGENCY_SETUP_ENDPOINTS = [
  CLIENT_CREATION,
  CHECK_CLIENT_NAME_EXISTS,
  CHECK_VALIDATE_WEBSITE,
  GET_COUNTRY_DETAILS,
  GET_SETUP_SUMMARY,
];
