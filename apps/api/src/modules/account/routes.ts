import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GET_AGENCY_DETAILS,
  GET_CLIENT_DETAILS,
  GET_IP_WHITE_LIST,
  UPDATE_CLIENT_DETAILS,
  UPSERT_IP_WHITE_LIST,
} from '@resonate/contracts/account-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getAgencyDetails } from './client/get-agency-details.ts';
import { getClientDetails } from './client/get-client-details.ts';
import { updateClientDetails } from './client/update-client-details.ts';
import { getIpWhitelist } from './ip-whitelist/get-ip-whitelist.ts';
import { upsertIpWhitelist } from './ip-whitelist/upsert-ip-whitelist.ts';

/** The account settings page (feature 12): company details, regional settings, IP whitelist. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_CLIENT_DETAILS, async (body, request) => {
    const data = await getClientDetails(app, authOf(request), body);
    return { status: true, message: 'Client details', data };
  });

  addEndpoint(app, UPDATE_CLIENT_DETAILS, async (body, request) => {
    const data = await updateClientDetails(app, authOf(request), body);
    return { status: true, message: 'Account settings saved', data };
  });

  addEndpoint(app, GET_AGENCY_DETAILS, async (body, request) => {
    const data = await getAgencyDetails(app, authOf(request), body);
    return { status: true, message: 'Agency details', data };
  });

  addEndpoint(app, GET_IP_WHITE_LIST, async (body, request) => {
    const data = await getIpWhitelist(app, authOf(request), body);
    return { status: true, message: 'IP whitelist', data };
  });

  addEndpoint(app, UPSERT_IP_WHITE_LIST, async (body, request) => {
    const data = await upsertIpWhitelist(app, authOf(request), body, request.ip);
    return { status: true, message: 'IP whitelist saved', data };
  });
};

export default accountRoutes;
