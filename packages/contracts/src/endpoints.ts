/**
 * An endpoint, defined once (issue 23): method, path, request and response schemas, the feature
 * whose permission guards it, and whether it reads or writes. The API registers its route from
 * the definition (apps/api/src/http/endpoint-route.ts), OpenAPI documents it from the same
 * schemas, and the web calls it with `call(endpoint, input)` (apps/web/src/shared/api/call.ts),
 * so a path or a response type is never written twice.
 */
import type { z } from 'zod';
import type { TEndpointAddress } from './endpoint-address.ts';
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

/**
 * The definition of an endpoint whose address is in a zod-free file (endpoint-address.ts): its
 * schemas must take and answer the types the address names.
 */
export function defineEndpointAt<
  TInput,
  TData,
  TRequest extends (TInput extends void ? null : z.ZodType<unknown, TInput>) | null,
  TResponse extends z.ZodType<TData> | null,
>(
  address: TEndpointAddress<TInput, TData>,
  schemas: { request: TRequest; response: TResponse },
): TEndpoint<TRequest, TResponse> {
  return { ...address, ...schemas };
}

/** What the web calls: a definition, or the address of one. */
export type TCallable = Pick<TEndpoint, 'method' | 'path'>;

/** What a caller sends: the request schema's input (or the address's input type). */
export type TEndpointInput<E extends TCallable> = E extends { request: infer R }
  ? R extends z.ZodType
    ? z.input<R>
    : void
  : E extends TEndpointAddress<infer TInput, unknown>
    ? TInput
    : never;
/** What a handler receives: the request after validation and defaults. */
export type TEndpointParsed<E extends TEndpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : void;
/** The envelope's `data` of a successful answer. */
export type TEndpointData<E extends TCallable> = E extends { response: infer R }
  ? R extends z.ZodType
    ? z.output<R>
    : never
  : E extends TEndpointAddress<unknown, infer TData>
    ? TData
    : never;
