import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import {
  SITES_MSG,
  ZCreateSiteRequestSchema,
  ZDeleteSiteRequestSchema,
  ZDeleteSiteResponseSchema,
  ZGetSitesRequestSchema,
  ZSiteListResponseSchema,
  ZSiteResponseSchema,
} from '@resonate/contracts/events/sites';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { createSite, deleteSite, getSites } from './site-calls.ts';

const tags = ['web analytics'];
const security = [{ accessToken: [] }];
/** Sites sit on the data-exchange page next to API keys, under its permission. */
const feature = FEATURE_IDS.dataExchange;

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Events/GetSites',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'The web analytics sites of the client, each with its snippet',
        body: ZGetSitesRequestSchema,
        response: { 200: ZSiteListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const sites = await getSites(app, authOf(request), request.body);
      return { status: true, message: 'Sites', totalRows: sites.length, data: { sites } };
    },
  );

  app.post(
    '/api/Events/CreateSite',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Adds a web analytics site with its allowed domains (account admins)',
        body: ZCreateSiteRequestSchema,
        response: { 200: ZSiteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const site = await createSite(app, authOf(request), request.body);
      return { status: true, message: SITES_MSG.created, data: { site } };
    },
  );

  app.post(
    '/api/Events/DeleteSite',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Deletes a site (account admins): its key stops working, its events stay',
        body: ZDeleteSiteRequestSchema,
        response: { 200: ZDeleteSiteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteSite(app, authOf(request), request.body);
      return { status: true, message: SITES_MSG.deleted, data: { siteId: request.body.siteId } };
    },
  );
};

export default siteRoutes;
