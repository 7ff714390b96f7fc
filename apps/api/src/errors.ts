import {
  ERROR_CODE_STATUS,
  type TErrorCode,
  type TFieldErrors,
} from '@resonate/contracts/envelope';

/**
 * The one error type use cases throw. The error handler maps `code` to the HTTP status
 * (ERROR_CODE_STATUS in contracts) and `message` to the envelope's message, so a use case
 * never deals with HTTP. Messages of 4xx codes reach the user; 5xx messages never do.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly fieldErrors: TFieldErrors | undefined;
  /** Sent as the envelope's `data` with a 4xx, for the client to act on the refusal. */
  readonly data: Record<string, unknown> | undefined;

  constructor(
    code: TErrorCode,
    message: string = defaultMessage(code),
    options: { errors?: TFieldErrors; data?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODE_STATUS[code];
    this.fieldErrors = options.errors;
    this.data = options.data;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

const DEFAULT_MESSAGES: Record<TErrorCode, string> = {
  BAD_REQUEST: 'Invalid request',
  UNAUTHORIZED: 'Your session has expired, please log in again',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This conflicts with existing data',
  PAYLOAD_TOO_LARGE: 'Request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  UNPROCESSABLE: 'The request could not be processed',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  INTERNAL: 'Something went wrong on our side',
  UNAVAILABLE: 'Service temporarily unavailable, please try again shortly',
};

export function defaultMessage(code: TErrorCode): string {
  return DEFAULT_MESSAGES[code];
}
