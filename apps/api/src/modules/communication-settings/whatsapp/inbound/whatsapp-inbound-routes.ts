import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRACKING_LIMITS,
  TRACKING_MSG,
  ZCallbackParamsSchema,
} from '@resonate/contracts/campaigns/tracking';
import {
  WA_TEMPLATE_MSG,
  ZWaInboundBodySchema,
  ZWaInboundResponseSchema,
  ZWaInboundVerifyQuerySchema,
} from '@resonate/contracts/communication-settings/whatsapp-templates';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { clientOfCallbackKey } from '#/modules/tracking/index.ts';
import {
  recordWhatsAppInbound,
  signatureMatches,
  verifyTokenMatches,
} from './record-whatsapp-inbound.ts';

const tags = ['Delivery callbacks'];
const config = { rateLimit: { max: TRACKING_LIMITS.callbackPerMinute, timeWindow: 60_000 } };

/**
 * The WhatsApp provider's inbound webhook (issue 22, item 9): public, authenticated by the
 * client's callback key in the path (the same key as the delivery callbacks, so a forged or
 * another client's key is a 401). Meta's verification handshake (GET) also checks the verify
 * token saved in the WhatsApp settings. With the Meta app secret saved, each post must also
 * carry Meta's signature of its exact bytes (so the raw body is kept, in this plugin only).
 * Inbound messages open the sender's 24-hour window.
 */
const whatsAppInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientOf = (request: FastifyRequest) => {
    const { callbackKey } = request.params as { callbackKey: string };
    const clientId = clientOfCallbackKey(app.config.appSecret, callbackKey);
    if (clientId === undefined)
      throw new AppError('UNAUTHORIZED', TRACKING_MSG.callbackUnauthorised);
    return clientId;
  };
  const BODY_LIMIT = 256 * 1024;
  const raw = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      raw.set(request, body as Buffer);
      parseJson(request, (body as Buffer).toString('utf8'), done);
    },
  );

  app.get(
    '/api/Callback/WhatsApp/:callbackKey',
    {
      config,
      schema: {
        tags,
        summary:
          'WhatsApp webhook verification: answers hub.challenge when the verify token matches',
        params: ZCallbackParamsSchema,
        querystring: ZWaInboundVerifyQuerySchema,
        response: { 200: z.string(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const clientId = clientOf(request);
      const query = request.query;
      const matches =
        query['hub.mode'] === 'subscribe' &&
        (await verifyTokenMatches(app, clientId, query['hub.verify_token']));
      if (!matches) throw new AppError('FORBIDDEN', WA_TEMPLATE_MSG.inboundUnauthorised);
      return reply.type('text/plain').send(query['hub.challenge']);
    },
  );

  app.post(
    '/api/Callback/WhatsApp/:callbackKey',
    {
      config,
      bodyLimit: BODY_LIMIT,
      preValidation: async (request) => {
        const clientId = clientOf(request);
        const signature = request.headers['x-hub-signature-256'];
        if (!(await signatureMatches(app, clientId, raw.get(request), signature))) {
          request.log.info({ clientId }, 'WhatsApp webhook refused: signature does not match');
          throw new AppError('UNAUTHORIZED', WA_TEMPLATE_MSG.inboundSignatureInvalid);
        }
      },
      schema: {
        tags,
        summary:
          'WhatsApp inbound messages (Cloud API webhook): opens each sender’s 24-hour window',
        params: ZCallbackParamsSchema,
        body: ZWaInboundBodySchema,
        response: { 200: ZWaInboundResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const recorded = await recordWhatsAppInbound(app, clientOf(request), request.body);
      return { status: true, message: 'Inbound messages received', data: { recorded } };
    },
  );
};

export default whatsAppInboundRoutes;
