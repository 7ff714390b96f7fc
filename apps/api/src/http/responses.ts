import { ZErrorEnvelopeSchema } from '@resonate/contracts/envelope';

/** Error responses every route can give; spread into each route's `response` schema. */
export const ERROR_RESPONSES = {
  '4xx': ZErrorEnvelopeSchema,
  '5xx': ZErrorEnvelopeSchema,
} as const;
