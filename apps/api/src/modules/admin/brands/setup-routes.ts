import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@resonate/contracts/messages';
import {
  CHECK_CLIENT_NAME_EXISTS,
  CHECK_VALIDATE_WEBSITE,
  CLIENT_CREATION,
  GET_COUNTRY_DETAILS,
  GET_SETUP_SUMMARY,
} from '@resonate/contracts/onboarding/agency-setup-endpoints';
import { BRAND_MSG, normalizeWebsite } from '@resonate/contracts/onboarding/brands';
import { WEBSITE_MAX } from '@resonate/contracts/limits';
import { WEBSITE_PATTERN } from '@resonate/contracts/patterns';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { agencyActor } from './agency-actor.ts';
import { checkClientName } from './brand-admin.ts';
import { getCountryDetails } from './country-details.ts';
import { createBrand } from './create-brand.ts';
import { getSetupSummary } from './setup-summary.ts';

/** The spec's agency setup calls (section 7): reachable with `q` before the first sign-in. */
const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, CLIENT_CREATION, async ({ q, ...form }, request, reply) => {
    const actor = await agencyActor(app, request, reply, q);
    return {
      status: true,
      message: 'Brand created',
      data: { brand: await createBrand(app.db, actor, form) },
    };
  });

  addEndpoint(app, CHECK_CLIENT_NAME_EXISTS, async (body, request, reply) => {
    const actor = await agencyActor(app, request, reply, body.q);
    const exists = await checkClientName(app.db, actor, body);
    return {
      status: true,
      message: exists ? BRAND_MSG.nameExists : 'Name available',
      data: { exists },
    };
  });

  addEndpoint(app, CHECK_VALIDATE_WEBSITE, async (body) => {
    const website = body.website.trim();
    const message =
      website === ''
        ? MSG.websiteRequired
        : website.length > WEBSITE_MAX || !WEBSITE_PATTERN.test(website)
          ? MSG.websiteInvalid
          : '';
    const valid = message === '';
    const data = { valid, website: valid ? normalizeWebsite(website) : website, message };
    return { status: true, message: valid ? 'Valid website' : message, data };
  });

  addEndpoint(app, GET_COUNTRY_DETAILS, async ({ countryId }) => ({
    status: true,
    message: 'Country details',
    data: getCountryDetails(countryId),
  }));

  addEndpoint(app, GET_SETUP_SUMMARY, async ({ q }, request, reply) => {
    const actor = await agencyActor(app, request, reply, q);
    return { status: true, message: 'Setup summary', data: await getSetupSummary(app.db, actor) };
  });
};

export default setupRoutes;
