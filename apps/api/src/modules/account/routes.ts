import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgencyDetailsResponseSchema,
  ZClientDetailsResponseSchema,
  ZGetClientDetailsRequestSchema,
  ZGetIpWhiteListRequestSchema,
  ZIpWhitelistResponseSchema,
  ZUpdateClientDetailsRequestSchema,
  ZUpsertIpWhiteListRequestSchema,
} from '@resonate/contracts/account';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getAgencyDetails } from './client/get-agency-details.ts';
import { getClientDetails } from './client/get-client-details.ts';
import { updateClientDetails } from './client/update-client-details.ts';
import { getIpWhitelist } from './ip-whitelist/get-ip-whitelist.ts';
import { upsertIpWhitelist } from './ip-whitelist/upsert-ip-whitelist.ts';

const tags = ['account'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.accountSettings;

/** The account settings page (feature 12): company details, regional settings, IP whitelist. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature });

  app.post(
    '/api/GetClientDetails',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The caller's client: company, address and regional settings",
        body: ZGetClientDetailsRequestSchema,
        response: { 200: ZClientDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getClientDetails(app, authOf(request), request.body);
      return { status: true, message: 'Client details', data };
    },
  );

  app.post(
    '/api/UpdateClientDetails',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Saves the account settings (account admins; 409 when changed since loaded)',
        body: ZUpdateClientDetailsRequestSchema,
        response: { 200: ZClientDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await updateClientDetails(app, authOf(request), request.body);
      return { status: true, message: 'Account settings saved', data };
    },
  );

  app.post(
    '/api/GetAgencyDetails',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "An agency's details and the brands it has set up (agency users only)",
        body: ZGetClientDetailsRequestSchema,
        response: { 200: ZAgencyDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getAgencyDetails(app, authOf(request), request.body);
      return { status: true, message: 'Agency details', data };
    },
  );

  app.post(
    '/api/GetIpWhiteList',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The client's IP whitelist (empty: every address may sign in)",
        body: ZGetIpWhiteListRequestSchema,
        response: { 200: ZIpWhitelistResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getIpWhitelist(app, authOf(request), request.body);
      return { status: true, message: 'IP whitelist', data };
    },
  );

  app.post(
    '/api/UpsertIpWhiteList',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Replaces the IP whitelist (account admins; confirmLockout to exclude yourself)',
        body: ZUpsertIpWhiteListRequestSchema,
        response: { 200: ZIpWhitelistResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await upsertIpWhitelist(app, authOf(request), request.body, request.ip);
      return { status: true, message: 'IP whitelist saved', data };
    },
  );
};

export default accountRoutes;
