import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { AppError } from '#/errors.ts';
import {
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';

/**
 * Refuses, at save time, a server on our own network (SSRF): the same check runs again at every
 * connection, since DNS may change in between.
 */
export async function checkSmtpHost(host: string, policy: TOutboundPolicy): Promise<void> {
  try {
    await resolvePublicAddress(host, policy);
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    const message = error.reason === 'private' ? SMTP_MSG.hostPrivate : SMTP_MSG.hostUnresolvable;
    throw new AppError('BAD_REQUEST', message, { errors: { host: message } });
  }
}
