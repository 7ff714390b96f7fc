import { z } from 'zod';

/**
 * Every API response has this shape (DESIGN.md, API conventions). `data` carries the payload,
 * `totalRows` the total for paged lists. Field errors of a 400 travel in `errors`, keyed by
 * the dotted path of the field, so forms can put each message under its input.
 */
export const ZFieldErrorsSchema = z.record(z.string(), z.string());
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

export const ZEnvelopeBaseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  totalRows: z.number().int().nonnegative().optional(),
  errors: ZFieldErrorsSchema.optional(),
  requestId: z.string().optional(),
});

/** The envelope around a given payload schema. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return ZEnvelopeBaseSchema.extend({ data: data.optional() });
}

/**
 * The envelope of a failed call: status false. `data` carries what the client needs to act on a
 * refusal (e.g. the `q` of a sign-in that must go to /payment, or captchaRequired).
 */
export const ZErrorEnvelopeSchema = ZEnvelopeBaseSchema.extend({
  status: z.literal(false),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

export type TEnvelope<T> = {
  status: boolean;
  message: string;
  data?: T;
  totalRows?: number;
  errors?: TFieldErrors;
  requestId?: string;
};

/** Application error codes and the HTTP status each maps to: one table, used by the API's error handler. */
export const ERROR_CODE_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_CODE_STATUS;
