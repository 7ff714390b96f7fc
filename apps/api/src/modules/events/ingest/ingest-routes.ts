import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENTS_LIMITS,
  EVENTS_MSG,
  ZIngestRequestSchema,
  ZIngestResponseSchema,
} from '@resonate/contracts/events/ingest';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { ingestEvents } from './ingest-events.ts';

/** Requests per minute per address: 100 batches/s, above what ingestion itself sustains. */
const PER_ADDRESS_PER_MINUTE = 6000;

/**
 * POST /api/events: a batch of events for the API key's client. 401 without a live key (the
 * api-key hook runs before the body is read), 413 for a body over EVENTS_LIMITS.bodyBytesMax or
 * more than batchMax events, 400 for a body that is not { events: [...] }; otherwise 200 with
 * what was accepted, what was already stored, and each refused event's index and reason.
 */
const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events',
    {
      onRequest: app.requireApiKey('events:write'),
      bodyLimit: EVENTS_LIMITS.bodyBytesMax,
      // Per address, like the global limit, but high enough for a busy integration: a key's
      // prefix is not yet authenticated here, so it cannot be what requests are counted by.
      config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: `Ingests a batch of up to ${EVENTS_LIMITS.batchMax} events (scope events:write)`,
        body: ZIngestRequestSchema,
        response: { 200: ZIngestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { events } = request.body;
      if (events.length > EVENTS_LIMITS.batchMax) {
        throw new AppError('PAYLOAD_TOO_LARGE', EVENTS_MSG.batchTooLarge);
      }
      const data = await ingestEvents(app.db, apiKeyOf(request).clientId, events, {
        apiOptIn: { queue: app.queue },
      });
      const message = data.rejected.length > 0 ? 'Some events were rejected' : 'Events accepted';
      return { status: true, message, data };
    },
  );
};

export default ingestRoutes;
