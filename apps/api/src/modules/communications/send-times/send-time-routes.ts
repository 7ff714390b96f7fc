import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GET_SEND_TIME_ESTIMATE } from '@resonate/contracts/campaigns/send-time-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { estimateSendTimes } from './estimate-send-times.ts';

/** The review step's send-time figures (issue 27): quiet hours, and best time to come. */
const sendTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_SEND_TIME_ESTIMATE, async ({ communicationId }, request) => {
    const data = await estimateSendTimes(app, authOf(request), communicationId);
    return { status: true, message: 'Send times', data };
  });
};

export default sendTimeRoutes;
