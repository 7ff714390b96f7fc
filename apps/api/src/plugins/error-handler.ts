import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TErrorEnvelope, TFieldErrors } from '@resonate/contracts/envelope';
import { JSON_BODY_LIMIT_BYTES } from '@resonate/contracts/constants';
import { RESOURCE_MSG } from '@resonate/contracts/resource-limits';
import { defaultMessage, isAppError } from '#/errors.ts';

type TValidationIssue = { instancePath?: string; message?: string };

/** `/user/emails/0` -> `user.emails.0`; the root of the body is named after its part. */
export function fieldErrors(issues: TValidationIssue[], context = 'body'): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const pointer = (issue.instancePath ?? '').replace(/^\//, '');
    const key = pointer === '' ? context : pointer.split('/').join('.');
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is 'application/json'",
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (limit ${JSON_BODY_LIMIT_BYTES} bytes)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/**
 * PostgreSQL data exceptions that only client input can cause, whatever the endpoint: a NUL
 * character in text (which JSON allows and PostgreSQL refuses), a number beyond a column's range,
 * a date PostgreSQL cannot read. Answered 400 rather than 500 without each module checking.
 */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22021': 'Text may not contain NUL or invalid characters',
  '22P05': 'Text may not contain NUL or invalid characters',
  '22003': 'A number is out of range',
  '22007': 'Invalid date or time',
  '22008': 'Date or time out of range',
};

/**
 * PostgreSQL cancelled the statement: the request pool's statement_timeout (or an admin). Not
 * the person's input and not a bug to hide behind "something went wrong": a 503 that says it
 * took too long, so they can narrow it or try again.
 */
const PG_QUERY_CANCELED = '57014';

/** Turns any thrown value into [status, envelope]. Never leaks a 5xx's message or stack. */
export function toEnvelope(error: unknown, request: FastifyRequest): [number, TErrorEnvelope] {
  if (isAppError(error) && error.statusCode < 500) {
    return [
      error.statusCode,
      { status: false, message: error.message, errors: error.fieldErrors, data: error.data },
    ];
  }
  const e = error as Partial<FastifyError> & { validationContext?: string };
  if (Array.isArray(e.validation)) {
    const errors = fieldErrors(e.validation, e.validationContext);
    return [400, { status: false, message: 'Invalid request', errors }];
  }
  const pgMessage = typeof e.code === 'string' ? PG_INPUT_ERRORS[e.code] : undefined;
  if (pgMessage && e.statusCode === undefined) return [400, { status: false, message: pgMessage }];
  if (e.code === PG_QUERY_CANCELED && e.statusCode === undefined) {
    return [503, { status: false, message: RESOURCE_MSG.queryTimedOut, requestId: request.id }];
  }
  if (error instanceof SyntaxError && e.statusCode === 400) {
    return [400, { status: false, message: FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY! }];
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = (e.code && FASTIFY_MESSAGES[e.code]) || e.message || 'Invalid request';
    return [status, { status: false, message }];
  }
  const code = isAppError(error) ? error.code : 'INTERNAL';
  const message = code === 'UNAVAILABLE' ? defaultMessage(code) : defaultMessage('INTERNAL');
  return [status === 503 ? 503 : 500, { status: false, message, requestId: request.id }];
}

function handleError(
  this: FastifyInstance,
  error: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, envelope] = toEnvelope(error, req);
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  else req.log.info({ status, code: (error as FastifyError).code }, envelope.message);
  return reply.code(status).send(envelope);
}

/** ONE error handler for the whole API: every failure leaves as an envelope. */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
