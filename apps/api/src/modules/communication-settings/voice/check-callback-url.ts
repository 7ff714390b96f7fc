import { VMS_MSG } from '@resonate/contracts/communication-settings/voice';
import { AppError } from '#/errors.ts';
import {
  hostOf,
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';

/**
 * Refuses, at save, a callback URL whose host resolves to a non-public address (unless
 * ALLOW_PRIVATE_CHANNEL_HOSTS). A host that does not resolve (yet) is accepted, as for webhooks:
 * DNS is often set up after the provider account, and every request checks again anyway.
 */
export async function checkCallbackUrl(url: string, policy: TOutboundPolicy): Promise<void> {
  try {
    await resolvePublicAddress(hostOf(new URL(url)), policy);
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    if (error.reason === 'private') {
      throw new AppError('BAD_REQUEST', VMS_MSG.callbackUrlPrivate, {
        errors: { callbackUrl: VMS_MSG.callbackUrlPrivate },
      });
    }
  }
}
