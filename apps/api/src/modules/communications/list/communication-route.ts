import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { TFeatureAccess } from '#/modules/auth/session/session-cache.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';

const security = [{ accessToken: [] }];

/** The options every communication list or approval route shares: auth, tags, schemas. */
export function communicationRoute<B extends z.ZodType, R extends z.ZodType>(
  onRequest: onRequestAsyncHookHandler,
  tag: string,
  summary: string,
  body: B,
  response: R,
  access?: TFeatureAccess | 'view',
) {
  return {
    onRequest,
    config: access ? { access } : {},
    schema: {
      tags: [tag],
      security,
      summary,
      body,
      response: { 200: response, ...ERROR_RESPONSES },
    },
  };
}
