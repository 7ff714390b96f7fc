import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import type { TEndpoint, TEndpointParsed } from '@resonate/contracts/endpoints';
import { envelopeOf } from '@resonate/contracts/envelope';
import { adminOnly } from './admin-only.ts';
import { ERROR_RESPONSES } from './responses.ts';

/** An envelope answer of the endpoint's response schema (its `data`). */
type TAnswer<E extends TEndpoint> = E['response'] extends z.ZodType
  ? z.input<ReturnType<typeof envelopeOf<E['response']>>>
  : void;

/** What a module adds to a definition: the work, given the validated input. */
export type TEndpointHandler<E extends TEndpoint> = (
  input: TEndpointParsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<TAnswer<E>>;

/** What the API adds to a definition beyond the handler. */
export type TEndpointOptions = {
  /** A route's own rate limit (per address), beside the app's. */
  rateLimit?: { max: number; timeWindow: number };
  /**
   * The check of an endpoint whose auth is 'own' and is more than its handler's (the licence
   * submits: a session when one is sent, else the onboarding q).
   */
  onRequest?: onRequestAsyncHookHandler;
};

/**
 * Registers the route of a contracts endpoint definition: its method and /api/ path, its
 * request and envelope schemas (validated, serialised and documented in OpenAPI), and its guard.
 * A session endpoint gets `requireAuth`, with the definition's feature; a read needs only the
 * feature's view right, a write the right its verb names (auth/session/route-access.ts), unless
 * the definition says its use case guards it; `accountAdminsOnly` then refuses anyone who is not
 * an account admin.
 */
export function addEndpoint<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: TEndpointHandler<E>,
  options: TEndpointOptions = {},
): void {
  const session = endpoint.auth === 'session';
  const feature = endpoint.feature ?? undefined;
  const route: RouteOptions = {
    method: endpoint.method,
    url: `/api/${endpoint.path}`,
    schema: {
      tags: [endpoint.tag],
      ...(session ? { security: [{ accessToken: [] }] } : {}),
      summary: endpoint.summary,
      ...(endpoint.request
        ? { [endpoint.method === 'GET' ? 'querystring' : 'body']: endpoint.request }
        : {}),
      response: endpoint.response
        ? { 200: envelopeOf(endpoint.response), ...ERROR_RESPONSES }
        : { ...ERROR_RESPONSES },
    },
    handler: (request, reply) => {
      // No request schema: nothing unvalidated reaches the handler.
      const sent = endpoint.method === 'GET' ? request.query : request.body;
      const input = endpoint.request ? sent : undefined;
      return handler(input as TEndpointParsed<E>, request, reply);
    },
  };
  if (session) {
    const signedIn = app.requireAuth({
      ...(feature === undefined ? {} : { feature }),
      ...(endpoint.temporaryPasswordAllowed ? { temporaryPassword: 'allowed' as const } : {}),
    });
    route.onRequest = endpoint.accountAdminsOnly ? [signedIn, adminOnly] : signedIn;
  } else if (options.onRequest) route.onRequest = options.onRequest;
  const viewOnly = endpoint.access === 'read' || endpoint.guardedByUseCase === true;
  route.config = {
    ...(feature !== undefined && viewOnly ? { access: 'view' as const } : {}),
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
  };
  app.route(route);
}
