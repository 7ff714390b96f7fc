/**
 * An endpoint, defined once (issue 23): method, path, request and response schemas, the feature
 * whose permission guards it, and whether it reads or writes. The API registers its route from
 * the definition (apps/api/src/http/endpoint-route.ts), OpenAPI documents it from the same
 * schemas, and the web calls it with `call(endpoint, input)` (apps/web/src/shared/api/call.ts),
 * so a path or a response type is never written twice.
 */
import type { z } from 'zod';
import type { TFeatureId } from './features.ts';

export type TEndpoint<
  TRequest extends z.ZodType | null = z.ZodType | null,
  TResponse extends z.ZodType | null = z.ZodType | null,
> = {
  method: 'GET' | 'POST';
  /** Under /api/, exactly as the spec names it: 'AlertAndNotifications/GetUnreadCount'. */
  path: string;
  /** The body of a POST, the query string of a GET; null: it reads none (and documents none). */
  request: TRequest;
  /** The envelope's `data`; null when the answer is not an envelope (an event stream). */
  response: TResponse;
  /**
   * 'session': a signed-in session (the accessToken header), and the view right of `feature`
   * when one is named. 'own': the endpoint checks its own credential (a ticket, a signature).
   */
  auth: 'session' | 'own';
  /** The feature of spec section 3 whose permission guards the endpoint; null: every user's. */
  feature: TFeatureId | null;
  /** A read needs only the feature's view right; a write the right its verb names. */
  access: 'read' | 'write';
  /**
   * A write that lets in whoever views the feature, because its use case decides who may do it
   * and answers the others with a reason of its own (PayInvoice: account admins only).
   */
  guardedByUseCase?: true;
  /**
   * A session signed in with a mailed temporary password may call it (the change-password
   * card); every other endpoint refuses that session until it has chosen its own password.
   */
  temporaryPasswordAllowed?: true;
  /**
   * Only the account admins of the company the session works in (the Admin/ pages): anyone
   * else gets 403 with ADMIN_MSG.notAdmin before the body is read. With `feature: null`.
   */
  accountAdminsOnly?: true;
  /** One line for the API reference. */
  summary: string;
  /** The API reference's group. */
  tag: string;
};

export function defineEndpoint<
  TRequest extends z.ZodType | null,
  TResponse extends z.ZodType | null,
>(endpoint: TEndpoint<TRequest, TResponse>): TEndpoint<TRequest, TResponse> {
  return endpoint;
}

/** What a caller sends: the request schema's input. */
export type TEndpointInput<E extends TEndpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : void;
/** What a handler receives: the request after validation and defaults. */
export type TEndpointParsed<E extends TEndpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : void;
/** The envelope's `data` of a successful answer. */
export type TEndpointData<E extends TEndpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;
