import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ERROR_RESPONSES } from '#/http/responses.ts';

const tags = ['audience lists'];
const security = [{ accessToken: [] }];

/** The options every list route shares: auth, tags, body and response schemas. */
export function listRoute<B extends z.ZodType, R extends z.ZodType>(
  onRequest: onRequestAsyncHookHandler,
  summary: string,
  body: B,
  response: R,
) {
  return {
    onRequest,
    schema: { tags, security, summary, body, response: { 200: response, ...ERROR_RESPONSES } },
  };
}
