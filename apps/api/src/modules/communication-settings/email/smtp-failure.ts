import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { OutboundBlockedError } from '#/http/outbound-guard.ts';

/**
 * What a failed connection tells the user: the server's own reply when it gave one, otherwise a
 * plain reason. Never the password: nodemailer errors do not carry it, and we add nothing else.
 */
export function describeSmtpFailure(error: unknown): string {
  if (error instanceof OutboundBlockedError) {
    return error.reason === 'private' ? SMTP_MSG.hostPrivate : SMTP_MSG.hostUnresolvable;
  }
  const e = error as { code?: string; response?: string; message?: string };
  if (e.response) return e.response;
  // nodemailer reports socket errors as ESOCKET; the system code is only in the message.
  const code = /\b(ECONNREFUSED|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\b/.exec(e.message ?? '')?.[1];
  switch (code ?? e.code) {
    case 'ECONNREFUSED':
      return 'Connection refused by the server';
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return 'The server did not answer within 10 seconds';
    case 'ECONNRESET':
      return 'The server closed the connection';
    case 'EHOSTUNREACH':
      return 'The server cannot be reached';
    case 'EAUTH':
      return 'The server refused the user name or password';
    case 'ESOCKET':
    case 'ETLS':
      return `Secure connection failed: ${e.message ?? 'unknown error'}`;
    default:
      return e.message ?? 'Connection failed';
  }
}
