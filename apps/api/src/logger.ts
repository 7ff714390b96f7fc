import type { LoggerOptions } from 'pino';
import type { TConfig } from '#/config.ts';

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

export function loggerOptions(config: Pick<TConfig, 'logLevel'>): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}
