import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webPushServiceWorker } from '@resonate/contracts/communication-settings/web-push-snippet';
import {
  WPS_MSG,
  ZPublicAckResponseSchema,
  ZPublicSubscribeRequestSchema,
  ZPublicUnsubscribeRequestSchema,
  ZPublicWebPushEventRequestSchema,
  ZVapidKeyParamsSchema,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { VAPID_PUBLIC_KEY_PATTERN } from '@resonate/contracts/communication-settings/web-push';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { findSiteClient, originDomain } from '../web-push-site.ts';
import {
  recordSiteEvent,
  subscribeBrowser,
  unsubscribeBrowser,
  type TSite,
} from './web-push-site-calls.ts';

const tags = ['Web push (public)'];
const response = { 200: ZPublicAckResponseSchema, ...ERROR_RESPONSES };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
/** Bodies are small JSON: a subscription or an event. */
const bodyLimit = 8 * 1024;

/**
 * The endpoints the site's snippet and service worker call, cross-origin. CORS is answered only
 * to an Origin that is one of the client's allowed domains for the VAPID key in the URL; others
 * get no CORS headers (the browser blocks them) and a 403. Per-address rate limits bound abuse.
 */
const webPushPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const sites = new WeakMap<FastifyRequest, TSite>();

  /** onRequest: the site, and the CORS headers that let it read the answer, errors included. */
  async function resolveSite(request: FastifyRequest, reply: FastifyReply) {
    const { vapidKey } = request.params as { vapidKey?: string };
    const origin = request.headers.origin;
    if (!vapidKey || !VAPID_PUBLIC_KEY_PATTERN.test(vapidKey)) return;
    const clientId = await findSiteClient(app.db, vapidKey, origin);
    const domain = originDomain(origin);
    if (clientId === undefined || !domain || !origin) return;
    sites.set(request, { clientId, domain });
    void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
  }
  function siteOf(request: FastifyRequest): TSite {
    const site = sites.get(request);
    if (!site) throw new AppError('FORBIDDEN', WPS_MSG.originRefused);
    return site;
  }

  app.options(
    '/api/v1/web-push/:vapidKey/:action',
    { schema: { hide: true }, onRequest: resolveSite, config: perMinute(60) },
    async (request, reply) => {
      siteOf(request);
      return reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    },
  );

  app.post(
    '/api/v1/web-push/:vapidKey/subscribe',
    {
      onRequest: resolveSite,
      bodyLimit,
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Records the calling browser’s push subscription (site snippet)',
        params: ZVapidKeyParamsSchema,
        body: ZPublicSubscribeRequestSchema,
        response,
      },
    },
    async (request) => {
      await subscribeBrowser(
        app,
        siteOf(request),
        request.body,
        request.headers['user-agent'] ?? '',
      );
      return { status: true, message: 'Subscribed', data: { accepted: true } };
    },
  );

  app.post(
    '/api/v1/web-push/:vapidKey/unsubscribe',
    {
      onRequest: resolveSite,
      bodyLimit,
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Forgets the calling browser’s subscription',
        params: ZVapidKeyParamsSchema,
        body: ZPublicUnsubscribeRequestSchema,
        response,
      },
    },
    async (request) => {
      const accepted = await unsubscribeBrowser(app, siteOf(request), request.body.endpoint);
      return { status: true, message: 'Unsubscribed', data: { accepted } };
    },
  );

  app.post(
    '/api/v1/web-push/:vapidKey/events',
    {
      onRequest: resolveSite,
      bodyLimit,
      config: perMinute(120),
      schema: {
        tags,
        summary: 'Page views, custom events, deliveries and clicks of a subscribed browser',
        params: ZVapidKeyParamsSchema,
        body: ZPublicWebPushEventRequestSchema,
        response,
      },
    },
    async (request) => {
      const accepted = await recordSiteEvent(app, siteOf(request), request.body);
      return { status: true, message: accepted ? 'Recorded' : 'Ignored', data: { accepted } };
    },
  );

  app.get(
    '/api/v1/web-push/:vapidKey/resonate-sw.js',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: 'The service worker a site saves as /resonate-sw.js',
        params: ZVapidKeyParamsSchema,
        response: { 200: z.string(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      // Public values only (the API's address and the key); any site may fetch it.
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=300')
        .send(webPushServiceWorker(app.config.publicUrl, request.params.vapidKey));
    },
  );
};

export default webPushPublicRoutes;
