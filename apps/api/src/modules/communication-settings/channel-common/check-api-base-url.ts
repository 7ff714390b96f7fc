import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import { AppError } from '#/errors.ts';
import {
  hostOf,
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';

/**
 * Refuses, at save, an API base URL that is not HTTPS (plain http only with
 * ALLOW_PRIVATE_CHANNEL_HOSTS, for local fakes) or whose host resolves to a non-public address.
 * A host that does not resolve yet is accepted: every request checks again.
 */
export async function checkApiBaseUrl(
  url: string,
  policy: TOutboundPolicy,
  field = 'apiBaseUrl',
  privateMessage: string = CHANNEL_MSG.apiBaseUrlPrivate,
): Promise<void> {
  if (!url) return;
  const target = new URL(url);
  if (target.protocol !== 'https:' && !policy.allowPrivate) {
    throw new AppError('BAD_REQUEST', CHANNEL_MSG.apiBaseUrlNotHttps, {
      errors: { [field]: CHANNEL_MSG.apiBaseUrlNotHttps },
    });
  }
  try {
    await resolvePublicAddress(hostOf(target), policy);
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    if (error.reason === 'private') {
      throw new AppError('BAD_REQUEST', privateMessage, {
        errors: { [field]: privateMessage },
      });
    }
  }
}
