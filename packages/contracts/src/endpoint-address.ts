/**
 * An endpoint's address and guard without its schemas, for the pages whose JavaScript must not
 * carry zod (the login page's budget, issue 25; the boot's master data). The area's
 * `*-endpoints.ts` builds the definition from it with `defineEndpointAt`, which checks that the
 * schemas' types are the ones the address names, so the web calls the address typed as the
 * definition is, and neither the path nor the types are written twice.
 */
import type { TEndpoint } from './endpoints.ts';

declare const carries: unique symbol;

/** Everything of a definition but its schemas. */
export type TEndpointGuard = Omit<TEndpoint, 'request' | 'response'>;

export type TEndpointAddress<TInput, TData> = TEndpointGuard & {
  /** Types only: what the request takes and what the envelope's `data` holds. */
  readonly [carries]?: { input: TInput; data: TData };
};

/** `TInput` void: the endpoint reads no input. */
export function defineAddress<TInput, TData>(
  address: TEndpointGuard,
): TEndpointAddress<TInput, TData> {
  return address;
}
