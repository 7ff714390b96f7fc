import type { TEnvelope } from '@resonate/contracts/envelope';

/** The payload of a successful call; a 2xx with status false is a failure too. */
export function payloadOf<T>(envelope: TEnvelope<T>): T {
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}
