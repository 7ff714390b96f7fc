import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRANSACTIONAL_LIMITS,
  TRANSACTIONAL_MSG as MSG,
  TRANSACTIONAL_SCOPE,
  ZSendTransactionalRequestSchema,
  ZTransactionalIdParamsSchema,
  ZTransactionalMessageResponseSchema,
} from '@resonate/contracts/transactional/messages';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { onContactsErased } from '#/modules/audience/index.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { acceptMessage } from './accept-message.ts';
import { forgetTransactionalPeople } from './forget-transactional.ts';
import { getMessage } from './get-message.ts';

/** Visible ASCII, as Stripe's keys and UUIDs are; anything else is a mistake worth a 400. */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${TRANSACTIONAL_LIMITS.idempotencyKeyMax}}$`);

const ZHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Replays within 24 hours return the first answer and send nothing'),
});

/** The Idempotency-Key header, checked (one value, visible characters, at most 255). */
function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError('BAD_REQUEST', MSG.idempotencyKeyInvalid, {
      errors: { 'Idempotency-Key': MSG.idempotencyKeyInvalid },
    });
  }
  return value;
}

/**
 * Transactional messages over the public REST API (issue 28, item 3), for API keys with the
 * messages:send scope: send one templated message, and follow it.
 */
const transactionalRoutes: FastifyPluginAsyncZod = async (app) => {
  // Contacts are erased by the API process: its erasure clears their calls too.
  onContactsErased('transactional', forgetTransactionalPeople);
  app.post(
    '/api/v1/messages',
    {
      onRequest: app.requireApiKey(TRANSACTIONAL_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary:
          'Sends one templated message to one contact or address (202: queued); Idempotency-Key replays the first answer',
        headers: ZHeadersSchema,
        body: ZSendTransactionalRequestSchema,
        response: { 202: ZTransactionalMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const key = apiKeyOf(request);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const answer = await acceptMessage(app, key, request.body, idempotencyKey);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body as never);
    },
  );

  app.get(
    '/api/v1/messages/:id',
    {
      onRequest: app.requireApiKey(TRANSACTIONAL_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary:
          'Where one transactional message stands: queued, sent, delivered, bounced, failed or suppressed, with open and click times',
        params: ZTransactionalIdParamsSchema,
        response: { 200: ZTransactionalMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const data = await getMessage(app, key.clientId, request.params.id);
      return { status: true, message: MSG.found, data };
    },
  );
};

export default transactionalRoutes;
