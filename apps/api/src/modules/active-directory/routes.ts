import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AD_MSG } from '@resonate/contracts/auth/active-directory';
import {
  DELETE_ACTIVE_DIRECTORY,
  GET_ACTIVE_DIRECTORY,
  SAVE_ACTIVE_DIRECTORY,
  TEST_ACTIVE_DIRECTORY,
} from '@resonate/contracts/auth/active-directory-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  getActiveDirectory,
  removeActiveDirectory,
  saveActiveDirectory,
} from './directory-settings.ts';
import { testActiveDirectory } from './test-connection.ts';

/** /preferences/security, Active Directory card (account admins only). */
const activeDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_ACTIVE_DIRECTORY, async (_body, request) => {
    const data = await getActiveDirectory(app, authOf(request));
    return { status: true, message: 'Active Directory settings', data };
  });

  addEndpoint(app, SAVE_ACTIVE_DIRECTORY, async (body, request) => {
    const directory = await saveActiveDirectory(app, authOf(request), body);
    return { status: true, message: AD_MSG.saved, data: { directory } };
  });

  addEndpoint(app, TEST_ACTIVE_DIRECTORY, async (body, request) => {
    const result = await testActiveDirectory(app, authOf(request), body);
    return { status: true, message: result.message, data: result };
  });

  addEndpoint(app, DELETE_ACTIVE_DIRECTORY, async (_body, request) => {
    await removeActiveDirectory(app, authOf(request));
    return { status: true, message: AD_MSG.deleted, data: {} };
  });
};

export default activeDirectoryRoutes;
