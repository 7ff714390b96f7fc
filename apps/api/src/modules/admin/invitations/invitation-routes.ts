import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAcceptInvitationRequestSchema,
  ZAcceptInvitationResponseSchema,
  ZGetInvitationRequestSchema,
  ZInvitationResponseSchema,
} from '@resonate/contracts/onboarding/users';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { acceptInvitation, getInvitation } from './accept-invitation.ts';

const tags = ['administration'];

/** The public invitation page: the link's token is the only credential. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens are unguessable, but a tight limit still stops anyone hammering the endpoint.
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/api/User/GetInvitation',
    {
      config,
      schema: {
        tags,
        summary: 'The invitation behind a link (email, company), if it can still be accepted',
        body: ZGetInvitationRequestSchema,
        response: { 200: ZInvitationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Invitation',
      data: await getInvitation(app, request.body.token),
    }),
  );

  app.post(
    '/api/User/AcceptInvitation',
    {
      config,
      schema: {
        tags,
        summary: 'Sets the password of an invited user and activates the account (once)',
        body: ZAcceptInvitationRequestSchema,
        response: { 200: ZAcceptInvitationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'Password set. You can sign in now.',
      data: await acceptInvitation(app, request.body),
    }),
  );
};

export default invitationRoutes;
