import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@resonate/contracts/messages';
import {
  BRAND_MSG,
  normalizeWebsite,
  ZBrandResponseSchema,
  ZCheckClientNameRequestSchema,
  ZCheckClientNameResponseSchema,
  ZCheckWebsiteRequestSchema,
  ZCheckWebsiteResponseSchema,
  ZClientCreationRequestSchema,
  ZCountryDetailsRequestSchema,
  ZCountryDetailsResponseSchema,
  ZSetupSummaryRequestSchema,
  ZSetupSummaryResponseSchema,
} from '@resonate/contracts/onboarding/brands';
import { WEBSITE_MAX } from '@resonate/contracts/limits';
import { WEBSITE_PATTERN } from '@resonate/contracts/patterns';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { agencyActor } from './agency-actor.ts';
import { checkClientName } from './brand-admin.ts';
import { getCountryDetails } from './country-details.ts';
import { createBrand } from './create-brand.ts';
import { getSetupSummary } from './setup-summary.ts';

const tags = ['agency setup'];

/** The spec's agency setup calls (section 7): reachable with `q` before the first sign-in. */
const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ClientCreation',
    {
      schema: {
        tags,
        summary:
          "Creates one of the agency's brands (with its default roles); with account setup's q, or an agency admin's session",
        body: ZClientCreationRequestSchema,
        response: { 200: ZBrandResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { q, ...form } = request.body;
      const actor = await agencyActor(app, request, reply, q);
      return {
        status: true,
        message: 'Brand created',
        data: { brand: await createBrand(app.db, actor, form) },
      };
    },
  );

  app.post(
    '/api/CheckClientNameExists',
    {
      schema: {
        tags,
        summary: 'Whether the agency or one of its brands already has this name (q or session)',
        body: ZCheckClientNameRequestSchema,
        response: { 200: ZCheckClientNameResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await agencyActor(app, request, reply, request.body.q);
      const exists = await checkClientName(app.db, actor, request.body);
      return {
        status: true,
        message: exists ? BRAND_MSG.nameExists : 'Name available',
        data: { exists },
      };
    },
  );

  app.post(
    '/api/CheckValidateWebsite',
    {
      schema: {
        tags,
        summary: 'Whether a website address is valid (the spec website pattern)',
        body: ZCheckWebsiteRequestSchema,
        response: { 200: ZCheckWebsiteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const website = request.body.website.trim();
      const message =
        website === ''
          ? MSG.websiteRequired
          : website.length > WEBSITE_MAX || !WEBSITE_PATTERN.test(website)
            ? MSG.websiteInvalid
            : '';
      const valid = message === '';
      const data = { valid, website: valid ? normalizeWebsite(website) : website, message };
      return { status: true, message: valid ? 'Valid website' : message, data };
    },
  );

  app.post(
    '/api/GetCountryDetails',
    {
      schema: {
        tags,
        summary: "A country's dial code, currency and time zones (form defaults)",
        body: ZCountryDetailsRequestSchema,
        response: { 200: ZCountryDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Country details',
      data: getCountryDetails(request.body.countryId),
    }),
  );

  app.post(
    '/api/GetSetupSummary',
    {
      schema: {
        tags,
        summary: 'Setup complete: the agency and the brands it has set up',
        body: ZSetupSummaryRequestSchema,
        response: { 200: ZSetupSummaryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = await agencyActor(app, request, reply, request.body.q);
      return { status: true, message: 'Setup summary', data: await getSetupSummary(app.db, actor) };
    },
  );
};

export default setupRoutes;
