import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AD_MSG,
  ZActiveDirectoryFormSchema,
  ZDeleteActiveDirectoryRequestSchema,
  ZGetActiveDirectoryRequestSchema,
  ZGetActiveDirectoryResponseSchema,
  ZSaveActiveDirectoryResponseSchema,
  ZTestActiveDirectoryRequestSchema,
  ZTestActiveDirectoryResponseSchema,
} from '@resonate/contracts/auth/active-directory';
import { envelopeOf } from '@resonate/contracts/envelope';
import { z } from 'zod';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { adminOnly } from '#/modules/admin/index.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  getActiveDirectory,
  removeActiveDirectory,
  saveActiveDirectory,
} from './directory-settings.ts';
import { testActiveDirectory } from './test-connection.ts';

const tags = ['sign-in security'];
const security = [{ accessToken: [] }];

/** /preferences/security, Active Directory card (account admins only). */
const activeDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth(), adminOnly];

  app.post(
    '/api/Security/GetActiveDirectory',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Active Directory settings of the company, and the roles groups can map to',
        body: ZGetActiveDirectoryRequestSchema,
        response: { 200: ZGetActiveDirectoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getActiveDirectory(app, authOf(request));
      return { status: true, message: 'Active Directory settings', data };
    },
  );

  app.post(
    '/api/Security/SaveActiveDirectory',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Creates or replaces the Active Directory settings (bind password sealed)',
        body: ZActiveDirectoryFormSchema,
        response: { 200: ZSaveActiveDirectoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const directory = await saveActiveDirectory(app, authOf(request), request.body);
      return { status: true, message: AD_MSG.saved, data: { directory } };
    },
  );

  app.post(
    '/api/Security/TestActiveDirectory',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Binds with the service account and checks the search base (5 s per step)',
        body: ZTestActiveDirectoryRequestSchema,
        response: { 200: ZTestActiveDirectoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const result = await testActiveDirectory(app, authOf(request), request.body);
      return { status: true, message: result.message, data: result };
    },
  );

  app.post(
    '/api/Security/DeleteActiveDirectory',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Removes the Active Directory settings; AD sign-in stops',
        body: ZDeleteActiveDirectoryRequestSchema,
        response: { 200: envelopeOf(z.object({})), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await removeActiveDirectory(app, authOf(request));
      return { status: true, message: AD_MSG.deleted, data: {} };
    },
  );
};

export default activeDirectoryRoutes;
