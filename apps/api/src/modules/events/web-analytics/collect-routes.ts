import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIngestResponseSchema } from '@resonate/contracts/events/ingest';
import {
  COLLECT_LIMITS,
  SITES_MSG,
  ZCollectQuerySchema,
  ZCollectRequestSchema,
} from '@resonate/contracts/events/sites';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { ANALYTICS_SCRIPT } from './analytics-script.ts';
import { collectEvents, siteForOrigin } from './collect.ts';
import { SiteRateLimit } from './site-rate-limit.ts';

const tags = ['Web analytics (public)'];

/**
 * The snippet's two public endpoints. /api/collect reads text/plain bodies as JSON (what
 * sendBeacon sends without a preflight); the parser is registered in this plugin only. Requests
 * are limited per visitor address and, once the key is known, per site.
 */
const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  const perSite = new SiteRateLimit(app.db, COLLECT_LIMITS.perSitePerMinute);
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: COLLECT_LIMITS.bodyBytesMax },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new SyntaxError('Malformed JSON'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.get(
    '/api/analytics.js',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      // Hidden from the API document: it answers JavaScript, not the JSON envelope.
      schema: {
        hide: true,
        tags,
        summary: 'The web analytics script a site loads with its data-site-key',
        response: { 200: z.string(), ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=300')
        .send(ANALYTICS_SCRIPT),
  );

  app.post(
    '/api/collect',
    {
      bodyLimit: COLLECT_LIMITS.bodyBytesMax,
      config: { rateLimit: { max: COLLECT_LIMITS.perAddressPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Page views, conversions, leads and sign-ins from the snippet (public site key)',
        querystring: ZCollectQuerySchema,
        body: ZCollectRequestSchema,
        response: { 200: ZIngestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      const site = await siteForOrigin(app.db, request.query.siteKey, origin);
      if (!(await perSite.take(site.siteId)))
        throw new AppError('TOO_MANY_REQUESTS', SITES_MSG.siteBusy);
      // Only now, for an allowed origin, may the page read the answer.
      void reply
        .header('access-control-allow-origin', origin)
        .header('vary', 'Origin')
        .header('cross-origin-resource-policy', 'cross-origin');
      const data = await collectEvents(app.db, site, request.body.events);
      return { status: true, message: 'Recorded', data };
    },
  );
};

export default collectRoutes;
