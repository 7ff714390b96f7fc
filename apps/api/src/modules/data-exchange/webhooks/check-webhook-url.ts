import { DX_MSG } from '@resonate/contracts/data-exchange';
import { AppError } from '#/errors.ts';
import {
  hostOf,
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';

/**
 * Refuses, at save, a URL whose host is or resolves to a non-public address. A host that does
 * not resolve (yet) is accepted: DNS is often set up after the endpoint is registered, and every
 * delivery checks again anyway (an answer can change at any time).
 */
export async function checkWebhookUrl(url: string, policy: TOutboundPolicy): Promise<void> {
  try {
    await resolvePublicAddress(hostOf(new URL(url)), policy);
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    if (error.reason === 'private') {
      throw new AppError('BAD_REQUEST', DX_MSG.urlPrivate, { errors: { url: DX_MSG.urlPrivate } });
    }
  }
}
