import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCEPT_INVITATION, GET_INVITATION } from '@resonate/contracts/onboarding/admin-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { acceptInvitation, getInvitation } from './accept-invitation.ts';

// Tokens are unguessable, but a tight limit still stops anyone hammering the endpoint.
const LINK_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** The public invitation page: the link's token is the only credential. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(
    app,
    GET_INVITATION,
    async ({ token }) => ({
      status: true,
      message: 'Invitation',
      data: await getInvitation(app, token),
    }),
    LINK_LIMIT,
  );

  addEndpoint(
    app,
    ACCEPT_INVITATION,
    async (body) => ({
      status: true,
      message: 'Password set. You can sign in now.',
      data: await acceptInvitation(app, body),
    }),
    LINK_LIMIT,
  );
};

export default invitationRoutes;
