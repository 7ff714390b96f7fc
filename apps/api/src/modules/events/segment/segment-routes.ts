import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENTS_LIMITS, EVENTS_MSG } from '@resonate/contracts/events/ingest';
import {
  SEGMENT_LIMITS,
  SEGMENT_MSG,
  ZSegmentBatchSchema,
  ZSegmentIdentifySchema,
  ZSegmentPageSchema,
  ZSegmentResponseSchema,
  ZSegmentTrackSchema,
  type TSegmentCall,
} from '@resonate/contracts/events/segment';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { ingestEvents } from '../ingest/ingest-events.ts';
import { resultPerCall, segmentToNative } from './segment-events.ts';

/** As POST /api/events: per address, high enough for a busy integration. */
const PER_ADDRESS_PER_MINUTE = 6000;
/** Segment's own messageIds are kept apart from native eventIds of the same client. */
const KEY_PREFIX = 'segment:';

/** The write key as Basic auth (what Segment's libraries send), or the key as Bearer. */
const SECURITY: Record<string, string[]>[] = [{ segmentWriteKey: [] }, { apiKey: [] }];

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * Segment's size limits, checked before the shape so an oversized body is a 413 whatever it
 * holds: a single call at most callBytesMax, a batch at most batchBytesMax with each of its
 * calls at most callBytesMax. Fastify's bodyLimit (the native one) stops anything bigger unread.
 */
const checkSize =
  (batch: boolean): preValidationAsyncHookHandler =>
  async (request) => {
    const body = request.body as { batch?: unknown } | null;
    if (!batch) {
      if (bytes(body) > SEGMENT_LIMITS.callBytesMax) {
        throw new AppError('PAYLOAD_TOO_LARGE', SEGMENT_MSG.callTooLarge);
      }
      return;
    }
    if (!Array.isArray(body?.batch)) return;
    if (body.batch.length > EVENTS_LIMITS.batchMax) {
      throw new AppError('PAYLOAD_TOO_LARGE', EVENTS_MSG.batchTooLarge);
    }
    let total = 0;
    for (const call of body.batch) {
      const size = bytes(call);
      if (size > SEGMENT_LIMITS.callBytesMax) {
        throw new AppError('PAYLOAD_TOO_LARGE', SEGMENT_MSG.callTooLarge);
      }
      total += size;
    }
    if (total > SEGMENT_LIMITS.batchBytesMax) {
      throw new AppError('PAYLOAD_TOO_LARGE', SEGMENT_MSG.batchTooLarge);
    }
  };

/** Every call needs someone to be about (Segment refuses the same); 400 naming the call. */
function assertIdentified(calls: readonly TSegmentCall[], inBatch: boolean) {
  const index = calls.findIndex((call) => !call.userId && !call.anonymousId);
  if (index < 0) return;
  const field = inBatch ? `batch.${index}.userId` : 'userId';
  throw new AppError('BAD_REQUEST', SEGMENT_MSG.noIdentity, {
    errors: { [field]: SEGMENT_MSG.noIdentity },
  });
}

/**
 * Segment's HTTP Tracking API on the native ingestion path (ingestEvents: the same checks,
 * idempotency by messageId, rollups, metrics and metering). The write key is an API key with
 * events:write, sent as Basic auth (key as user name) or Bearer. A body of the wrong shape is
 * a 400 naming the field and nothing of it is stored; the answer is Segment's 200
 * { success: true } with our counts and any event refused on its own (as /api/events does).
 */
const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (batch: boolean) => ({
    onRequest: app.requireApiKey('events:write', { basic: true }),
    preValidation: checkSize(batch),
    bodyLimit: EVENTS_LIMITS.bodyBytesMax,
    config: { rateLimit: { max: PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 } },
  });
  const docs = (summary: string) => ({
    tags: ['REST API'],
    security: SECURITY,
    summary: `${summary} (Segment-compatible; scope events:write)`,
    response: { 200: ZSegmentResponseSchema, ...ERROR_RESPONSES },
  });

  /** A batch's top-level context.traits apply to each of its calls (Segment's rule). */
  const ingest = async (
    clientId: number,
    calls: TSegmentCall[],
    batch?: { traits: Record<string, unknown> | undefined },
  ) => {
    assertIdentified(calls, batch !== undefined);
    const mapped = segmentToNative(calls, batch?.traits, new Date());
    const result = await ingestEvents(app.db, clientId, mapped.events, {
      keyPrefix: KEY_PREFIX,
      apiOptIn: { queue: app.queue },
    });
    return { success: true as const, ...resultPerCall(result, mapped) };
  };

  app.post(
    '/api/v1/track',
    { ...options(false), schema: { ...docs('Records an action'), body: ZSegmentTrackSchema } },
    async (request) => ingest(apiKeyOf(request).clientId, [{ ...request.body, type: 'track' }]),
  );
  app.post(
    '/api/v1/identify',
    {
      ...options(false),
      schema: { ...docs('Ties a visitor to a person'), body: ZSegmentIdentifySchema },
    },
    async (request) => ingest(apiKeyOf(request).clientId, [{ ...request.body, type: 'identify' }]),
  );
  app.post(
    '/api/v1/page',
    { ...options(false), schema: { ...docs('Records a page view'), body: ZSegmentPageSchema } },
    async (request) => ingest(apiKeyOf(request).clientId, [{ ...request.body, type: 'page' }]),
  );
  app.post(
    '/api/v1/batch',
    {
      ...options(true),
      schema: { ...docs('Records track, identify and page calls'), body: ZSegmentBatchSchema },
    },
    async (request) =>
      ingest(apiKeyOf(request).clientId, request.body.batch, {
        traits: request.body.context?.traits,
      }),
  );
};

export default segmentRoutes;
