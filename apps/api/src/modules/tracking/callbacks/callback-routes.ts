import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRACKING_LIMITS,
  TRACKING_MSG,
  ZCallbackParamsSchema,
  ZCallbackResponseSchema,
  ZCallbackUrlsResponseSchema,
  ZDsnCallbackBodySchema,
  ZGenericCallbackBodySchema,
  ZTwilioStatusBodySchema,
  type TCallbackResult,
} from '@resonate/contracts/campaigns/tracking';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { applyDeliveryReports } from './apply-delivery-reports.ts';
import { callbackKey, clientOfCallbackKey } from './callback-key.ts';
import { fromDsn, fromGeneric, fromTwilio } from './report-formats.ts';
import { verifyTwilioCallback } from './twilio-signature.ts';

const tags = ['Delivery callbacks'];
const config = { rateLimit: { max: TRACKING_LIMITS.callbackPerMinute, timeWindow: 60_000 } };
const response = { 200: ZCallbackResponseSchema, ...ERROR_RESPONSES };
const BODY_LIMIT = 256 * 1024;
const FORM_BODY_LIMIT = 16 * 1024;

const asList = <T>(body: T | T[]): T[] => (Array.isArray(body) ? body : [body]);

function done(data: TCallbackResult) {
  return { status: true, message: 'Reports received', data };
}

/**
 * Delivery and bounce reports from providers (issue 9): public, authenticated by the callback
 * key in the path, which names the client (the reports can touch only its messages). Unknown
 * message ids are acknowledged (200, counted as unknown, the reason logged), so a provider does
 * not retry them forever. Bounces go to the one bounce handler (issue 22).
 */
const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appSecret, publicUrl } = app.config;
  const clients = new WeakMap<FastifyRequest, number>();
  const forms = new WeakMap<FastifyRequest, Record<string, string>>();

  // Scoped to this plugin: Twilio posts its status callbacks form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, parsed) => {
      const params = Object.fromEntries(new URLSearchParams(String(body)));
      forms.set(request, params); // as sent: Twilio signs these, not what validation leaves
      parsed(null, params);
    },
  );

  async function checkKey(request: FastifyRequest) {
    const { callbackKey: key } = request.params as { callbackKey?: string };
    const clientId = key ? clientOfCallbackKey(appSecret, key) : undefined;
    if (clientId === undefined)
      throw new AppError('UNAUTHORIZED', TRACKING_MSG.callbackUnauthorised);
    clients.set(request, clientId);
  }
  const clientOf = (request: FastifyRequest) => clients.get(request)!;
  const options = <B extends z.ZodType>(summary: string, body: B) => ({
    // After parsing (a body over the limit or malformed is refused as such, 413/400) and before
    // validation: a request without a valid key learns nothing about what the body should be.
    preValidation: checkKey,
    bodyLimit: BODY_LIMIT,
    config,
    schema: { tags, summary, params: ZCallbackParamsSchema, body, response },
  });

  app.post(
    '/api/Callback/Generic/:callbackKey',
    options('Delivery reports in our JSON format (one or an array)', ZGenericCallbackBodySchema),
    async (request) =>
      done(
        await applyDeliveryReports(
          app.db,
          clientOf(request),
          asList(request.body).map(fromGeneric),
          request.log,
        ),
      ),
  );

  app.post(
    '/api/Callback/Twilio/:callbackKey',
    {
      ...options('Twilio message status callback (form-encoded)', ZTwilioStatusBodySchema),
      // After validation (a malformed body stays a 400): the signature of the client's account.
      preHandler: async (request: FastifyRequest) => {
        const signed = await verifyTwilioCallback(app.db, app.config, clientOf(request), {
          url: `${publicUrl}${request.url}`,
          signature: [request.headers['x-twilio-signature']].flat()[0],
          params: forms.get(request) ?? {},
        });
        if (!signed) {
          request.log.info('Twilio callback refused: signature missing or not valid');
          throw new AppError('UNAUTHORIZED', TRACKING_MSG.callbackUnauthorised);
        }
      },
    },
    async (request) =>
      done(
        await applyDeliveryReports(
          app.db,
          clientOf(request),
          [fromTwilio(request.body)],
          request.log,
        ),
      ),
  );

  app.post(
    '/api/Callback/Dsn/:callbackKey',
    options('SMTP delivery status notifications (RFC 3464) as JSON', ZDsnCallbackBodySchema),
    async (request) =>
      done(
        await applyDeliveryReports(
          app.db,
          clientOf(request),
          asList(request.body).map(fromDsn),
          request.log,
        ),
      ),
  );

  app.post(
    '/api/Callback/GetCallbackUrls',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.communicationSettings }),
      schema: {
        tags,
        security: [{ accessToken: [] }],
        summary: 'Where the providers of the active client post delivery reports',
        body: z.object({}).strict(),
        response: { 200: ZCallbackUrlsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const key = callbackKey(appSecret, authOf(request).clientId);
      const url = (format: string) => `${publicUrl}/api/Callback/${format}/${key}`;
      return {
        status: true,
        message: 'Callback URLs',
        data: { generic: url('Generic'), twilio: url('Twilio'), dsn: url('Dsn') },
      };
    },
  );
};

export default callbackRoutes;
