import type { LoggerOptions } from 'pino';
import type { TConfig } from '#/config.ts';
import { jobLogFields } from '#/log-context.ts';

/**
 * Secrets never reach the logs: session headers, and any password, OTP or token field at the
 * first two levels of a logged object (request bodies are not logged at all).
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.accesstoken',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'loginPassword',
    'newPassword',
    'otp',
    'token',
    'accessToken',
    'otpToken',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Query parameters that carry credentials (the notification stream's ticket). */
const SECRET_QUERY_PARAMS = /([?&](?:ticket|token|accessToken)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

type TLoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

export function loggerOptions(config: Pick<TConfig, 'logLevel'>): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // A job's lines name the job and the request that started it (log-context.ts).
    mixin: jobLogFields,
    serializers: {
      // Fastify's request summary, with credentials in the query string masked.
      req: (request: TLoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
