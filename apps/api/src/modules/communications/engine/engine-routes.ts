import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetSendProgressRequestSchema,
  ZSendProgressResponseSchema,
} from '@resonate/contracts/campaigns/send-progress';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getSendProgress } from './get-send-progress.ts';

/** The sending engine's read side: how far a communication's run has got. */
const engineRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });

  app.post(
    '/api/Communication/GetSendProgress',
    {
      onRequest,
      schema: {
        tags: ['communications'],
        security: [{ accessToken: [] }],
        summary: 'The current run of a communication: messages by status, rate and ETA',
        body: ZGetSendProgressRequestSchema,
        response: { 200: ZSendProgressResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const progress = await getSendProgress(app, authOf(request), request.body);
      return { status: true, message: 'Send progress', data: { progress } };
    },
  );
};

export default engineRoutes;
