import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOUNCE_IGNORED,
  BOUNCE_LIMITS,
  BOUNCE_MSG,
  BOUNCE_WEBHOOK_PROVIDERS,
  ZBounceWebhookKeysSchema,
  ZBounceWebhookResponseSchema,
  ZBounceWebhookSettingsResponseSchema,
  ZMailgunEventSchema,
  ZPostmarkEventSchema,
  ZSendGridEventsSchema,
  ZSnsMessageSchema,
  type TBounceIgnoredReason,
} from '@resonate/contracts/campaigns/bounces';
import { TRACKING_MSG, ZCallbackParamsSchema } from '@resonate/contracts/campaigns/tracking';
import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { callbackKey, clientOfCallbackKey } from '#/modules/tracking/index.ts';
import { verpSigner } from '../verp.ts';
import { applyWebhookItems } from './apply-webhook-items.ts';
import { fromMailgun, fromPostmark, fromSendGrid } from './provider-events.ts';
import {
  postmarkCredentials,
  verifyMailgun,
  verifyPostmark,
  verifySendGrid,
} from './provider-signatures.ts';
import { handleSnsMessage } from './sns-message.ts';
import { awsSnsFetcher, verifySnsMessage, type TSnsFetcher } from './sns-verify.ts';
import { isSendGridKey, loadWebhookKeys, saveWebhookKeys } from './webhook-keys.ts';

const tags = ['Delivery callbacks'];
const response = { 200: ZBounceWebhookResponseSchema, ...ERROR_RESPONSES };
const config = { rateLimit: { max: 1200, timeWindow: 60_000 } };

export type TBounceWebhookOptions = { sns?: TSnsFetcher };

/**
 * The providers' signed bounce and complaint webhooks (issue 22):
 * `POST /api/Callback/{Ses,SendGrid,Mailgun,Postmark}/<callbackKey>`. The key names the client;
 * the provider's signature (SNS certificate, SendGrid ECDSA, Mailgun HMAC, Postmark basic auth)
 * proves the provider sent it. A bad key or signature is a 401 with the reason logged; a valid
 * request whose events name no message of this client is acknowledged and ignored.
 */
const bounceWebhookRoutes: FastifyPluginAsyncZod<TBounceWebhookOptions> = async (app, options) => {
  const { appSecret, publicUrl } = app.config;
  const sns = options.sns ?? awsSnsFetcher;
  const verp = verpSigner(appSecret);
  const deps = { db: app.db, verp, log: app.log.child({ module: 'bounce-webhooks' }) };
  const raw = new WeakMap<FastifyRequest, string>();
  const clients = new WeakMap<FastifyRequest, number>();

  // Scoped to this plugin: signatures cover the exact bytes, so the raw body is kept; SNS posts
  // its JSON as text/plain.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  for (const type of ['application/json', 'text/plain']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: BOUNCE_LIMITS.webhookBytesMax },
      (request, body, done) => {
        raw.set(request, String(body));
        parseJson(request, String(body), done);
      },
    );
  }

  const refuse = (request: FastifyRequest, reason: TBounceIgnoredReason) => {
    request.log.info({ reason: BOUNCE_IGNORED[reason] }, 'bounce webhook refused');
    return new AppError('UNAUTHORIZED', TRACKING_MSG.callbackUnauthorised);
  };
  async function checkKey(request: FastifyRequest) {
    const { callbackKey: key } = request.params as { callbackKey?: string };
    const clientId = key ? clientOfCallbackKey(appSecret, key) : undefined;
    if (clientId === undefined) throw refuse(request, 'badSignature');
    clients.set(request, clientId);
  }
  const clientOf = (request: FastifyRequest) => clients.get(request)!;
  const route = <B extends z.ZodType>(summary: string, body: B, check?: typeof checkKey) => ({
    preValidation: check ? [checkKey, check] : checkKey,
    bodyLimit: BOUNCE_LIMITS.webhookBytesMax,
    config,
    schema: { tags, summary, params: ZCallbackParamsSchema, body, response },
  });
  const done = (data: { handled: number; ignored: number }) => ({
    status: true,
    message: BOUNCE_MSG.webhookAccepted,
    data,
  });

  app.post(
    '/api/Callback/Ses/:callbackKey',
    route(
      'Amazon SES notifications through SNS (signed by AWS)',
      ZSnsMessageSchema,
      async (req) => {
        const message = ZSnsMessageSchema.safeParse(req.body);
        if (!message.success || !(await verifySnsMessage(message.data, sns))) {
          throw refuse(req, 'badSignature');
        }
      },
    ),
    async (request) => done(await handleSnsMessage(deps, sns, clientOf(request), request.body)),
  );

  app.post(
    '/api/Callback/SendGrid/:callbackKey',
    route('SendGrid signed event webhook', ZSendGridEventsSchema, async (request) => {
      const { sendGridPublicKey } = await loadWebhookKeys(app.db, appSecret, clientOf(request));
      const signature = request.headers['x-twilio-email-event-webhook-signature'];
      const timestamp = request.headers['x-twilio-email-event-webhook-timestamp'];
      const body = raw.get(request) ?? '';
      const signed =
        sendGridPublicKey !== undefined &&
        typeof signature === 'string' &&
        typeof timestamp === 'string' &&
        verifySendGrid(sendGridPublicKey, signature, timestamp, body);
      if (!signed) throw refuse(request, 'badSignature');
    }),
    async (request) =>
      done(await applyWebhookItems(deps, clientOf(request), request.body.map(fromSendGrid))),
  );

  app.post(
    '/api/Callback/Mailgun/:callbackKey',
    route('Mailgun event webhook (HMAC signed)', ZMailgunEventSchema, async (request) => {
      const { mailgunSigningKey } = await loadWebhookKeys(app.db, appSecret, clientOf(request));
      const parsed = ZMailgunEventSchema.safeParse(request.body);
      const signed =
        mailgunSigningKey !== undefined &&
        parsed.success &&
        verifyMailgun(mailgunSigningKey, parsed.data.signature);
      if (!signed) throw refuse(request, 'badSignature');
    }),
    async (request) =>
      done(
        await applyWebhookItems(deps, clientOf(request), [fromMailgun(request.body['event-data'])]),
      ),
  );

  app.post(
    '/api/Callback/Postmark/:callbackKey',
    route(
      'Postmark bounce and spam complaint webhook (basic auth)',
      ZPostmarkEventSchema,
      async (request) => {
        if (!verifyPostmark(appSecret, clientOf(request), request.headers.authorization)) {
          throw refuse(request, 'badSignature');
        }
      },
    ),
    async (request) =>
      done(await applyWebhookItems(deps, clientOf(request), [fromPostmark(request.body)])),
  );

  const settingsRoute = (summary: string, body: z.ZodType, out: z.ZodType) => ({
    onRequest: app.requireAuth({ feature: FEATURE_IDS.communicationSettings }),
    schema: {
      tags,
      security: [{ accessToken: [] }],
      summary,
      body,
      response: { 200: out, ...ERROR_RESPONSES },
    },
  });

  app.post(
    '/api/Callback/GetBounceWebhookSettings',
    settingsRoute(
      'Where the email providers post bounces and complaints, and how they authenticate',
      z.object({}).strict(),
      ZBounceWebhookSettingsResponseSchema,
    ),
    async (request) => {
      const { clientId } = authOf(request);
      const key = callbackKey(appSecret, clientId);
      const keys = await loadWebhookKeys(app.db, appSecret, clientId);
      const urls = Object.fromEntries(
        BOUNCE_WEBHOOK_PROVIDERS.map((p) => [p, `${publicUrl}/api/Callback/${p}/${key}`]),
      );
      return {
        status: true,
        message: BOUNCE_MSG.webhookAccepted,
        data: {
          urls,
          postmark: postmarkCredentials(appSecret, clientId),
          sendGridKeySet: keys.sendGridPublicKey !== undefined,
          mailgunKeySet: keys.mailgunSigningKey !== undefined,
        },
      };
    },
  );

  app.post(
    '/api/Callback/SaveBounceWebhookKeys',
    settingsRoute(
      "Saves the keys that verify the client's SendGrid and Mailgun webhooks",
      ZBounceWebhookKeysSchema,
      ZBounceWebhookResponseSchema,
    ),
    async (request) => {
      const auth = authOf(request);
      // Like every communication setting: read by the client's users, changed by its admins.
      if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', SMTP_MSG.notAdmin);
      const keys = ZBounceWebhookKeysSchema.parse(request.body);
      if (keys.sendGridPublicKey && !isSendGridKey(keys.sendGridPublicKey)) {
        const error = BOUNCE_MSG.sendGridKeyInvalid;
        throw new AppError('BAD_REQUEST', error, { errors: { sendGridPublicKey: error } });
      }
      await saveWebhookKeys(app.db, appSecret, auth.clientId, keys);
      return { status: true, message: BOUNCE_MSG.keysSaved };
    },
  );
};

export default bounceWebhookRoutes;
