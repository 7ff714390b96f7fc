import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APP_KEY_HEADER,
  DEV_MSG,
  ZMobileEventRequestSchema,
  ZMobileEventResponseSchema,
  ZRegisterDeviceRequestSchema,
  ZRegisterDeviceResponseSchema,
  ZUnregisterDeviceRequestSchema,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import {
  PUSH_SEND_SCOPE,
  ZBroadcastParamsSchema,
  ZBroadcastRequestSchema,
  ZBroadcastResponseSchema,
} from '@resonate/contracts/communication-settings/mobile-push-setup';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { getBroadcast, queueBroadcast } from '../broadcast/queue-broadcast.ts';
import {
  findAppByKey,
  recordAppEvent,
  registerDevice,
  unregisterDevice,
  type TAppOfKey,
} from './app-device-calls.ts';

const appTags = ['Mobile push (app)'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const bodyLimit = 8 * 1024;

/**
 * What an app calls with its app key (header x-resonate-app-key): device registration and
 * events; and the broadcast API the app team's backend calls with a data-exchange API key.
 */
const mobilePushPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The app of the key; checked after the body is read, so oversized bodies still answer 413. */
  async function appOf(request: FastifyRequest): Promise<TAppOfKey> {
    const header = request.headers[APP_KEY_HEADER];
    const found = await findAppByKey(app.db, typeof header === 'string' ? header : undefined);
    if (!found) throw new AppError('UNAUTHORIZED', DEV_MSG.appKeyInvalid);
    return found;
  }
  const header = z.object({ [APP_KEY_HEADER]: z.string().max(100).optional() });

  app.post(
    '/api/v1/mobile-push/devices',
    {
      bodyLimit,
      config: perMinute(60),
      schema: {
        tags: appTags,
        summary: 'Registers the calling device’s push token (app key)',
        headers: header,
        body: ZRegisterDeviceRequestSchema,
        response: { 200: ZRegisterDeviceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const deviceId = await registerDevice(app, await appOf(request), request.body);
      return { status: true, message: 'Device registered', data: { deviceId } };
    },
  );

  app.post(
    '/api/v1/mobile-push/devices/unregister',
    {
      bodyLimit,
      config: perMinute(60),
      schema: {
        tags: appTags,
        summary: 'Stops pushes to a token (app key)',
        headers: header,
        body: ZUnregisterDeviceRequestSchema,
        response: { 200: ZMobileEventResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accepted = await unregisterDevice(app, await appOf(request), request.body.token);
      return {
        status: true,
        message: accepted ? 'Device unregistered' : 'Ignored',
        data: { accepted },
      };
    },
  );

  app.post(
    '/api/v1/mobile-push/events',
    {
      bodyLimit,
      config: perMinute(240),
      schema: {
        tags: appTags,
        summary: 'Deliveries, opens and goal actions of a device (app key)',
        headers: header,
        body: ZMobileEventRequestSchema,
        response: { 200: ZMobileEventResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accepted = await recordAppEvent(app, await appOf(request), request.body);
      return { status: true, message: accepted ? 'Recorded' : 'Ignored', data: { accepted } };
    },
  );

  app.post(
    '/api/v1/mobile-push/broadcast',
    {
      onRequest: app.requireApiKey(PUSH_SEND_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'Queues a push to every device of an app (template by name, or a message)',
        body: ZBroadcastRequestSchema,
        response: { 202: ZBroadcastResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await queueBroadcast(app, apiKeyOf(request), request.body);
      return reply.code(202).send({ status: true, message: 'Broadcast queued', data });
    },
  );

  app.get(
    '/api/v1/mobile-push/broadcasts/:broadcastId',
    {
      onRequest: app.requireApiKey(PUSH_SEND_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'A broadcast’s progress',
        params: ZBroadcastParamsSchema,
        response: { 200: ZBroadcastResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getBroadcast(app.db, apiKeyOf(request), request.params.broadcastId);
      return { status: true, message: 'Broadcast', data };
    },
  );
};

export default mobilePushPublicRoutes;
