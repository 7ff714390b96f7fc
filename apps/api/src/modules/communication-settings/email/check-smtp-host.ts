import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import { AppError } from '#/errors.ts';
import {
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';

/**
 * Refuses, at save time, a server on our own network (SSRF). A name that does not resolve (yet)
 * is saved with the warning returned here, as webhooks are: DNS is often set up after the
 * settings, and the same check runs again at every connection, since DNS may change in between.
 */
export async function checkSmtpHost(
  host: string,
  policy: TOutboundPolicy,
): Promise<string | undefined> {
  try {
    await resolvePublicAddress(host, policy);
    return undefined;
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    if (error.reason === 'unresolvable') return SMTP_MSG.hostUnresolvedSaved;
    throw new AppError('BAD_REQUEST', SMTP_MSG.hostPrivate, {
      errors: { host: SMTP_MSG.hostPrivate },
    });
  }
}
