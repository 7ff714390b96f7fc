import {
  CHANNEL_IDS_BY_NAME as C,
  OUTSIDE_PLATFORM_CHANNEL_IDS,
} from '@resonate/contracts/campaigns/content';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { AppError } from '#/errors.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TRenderedContent } from '../render/render-content.ts';
import { isChannelReady, positiveId } from './channel-ready.ts';
import { directMailSender } from './direct-mail/direct-mail-sender.ts';
import { emailSender } from './email-sender.ts';
import { accountTextSender, voiceSender } from './http-senders.ts';
import { meteredSender } from './metered-sender.ts';
import { mobilePushSender, webPushSender } from './push-senders.ts';
import type { TSenderResult } from './sender-result.ts';
import { webhookSender } from './webhook-sender.ts';
import { whatsAppSender } from './whatsapp-sender.ts';

/** One recipient's message, rendered, as the engine hands it to a channel. */
export type TRecipientMessage = {
  messageId: number;
  /**
   * The same on every attempt of this message (email Message-ID, HTTP Idempotency-Key), so a
   * message re-sent after a crash is recognised as the same one by the receiver.
   */
  deliveryId: string;
  passportId: string;
  /** The address the audience query found (email, E.164 mobile, token, LINE id, postal key). */
  address: string;
  rendered: TRenderedContent;
  /** Extra headers (email: List-Unsubscribe and List-Unsubscribe-Post from tracking). */
  headers?: Record<string, string>;
  /** The contact's fields, for channels that print them (direct mail) or post them (webhook). */
  person: {
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    attributes: Record<string, unknown>;
  };
};

/** What the engine sends through: one per run, closed when the run ends. */
export type TMessageSender = {
  channelId: number;
  /** Email: which tracking the client's extended settings allow (default: both). */
  emailTracking?: { opens: boolean; clicks: boolean };
  /** The provider's key for its shared limit (engine/provider-limit.ts); default: the channel. */
  provider?: string;
  send(message: TRecipientMessage): Promise<TSenderResult>;
  /**
   * Optional: starts what a message needs before its handoff (email: building and signing it) at
   * once, so it runs while the engine claims the message; the answer hands it over (send).
   */
  prepare?(message: TRecipientMessage): () => Promise<TSenderResult>;
  close(): Promise<void>;
};

export type TSenderCommunication = {
  id: number;
  channel_id: number;
  name: string;
  sender: Record<string, unknown>;
  run_no: number;
  /** One message asked for by API (a receipt, a code): email goes without the bulk headers. */
  transactional?: boolean;
};

/**
 * The sender of a communication's channel, built from the client's saved settings (AppError
 * CONFLICT COMM_MSG.channelNotSetUp when they are missing). A result with permanent: true (hard
 * bounce, invalid number, push subscription gone) makes the engine suppress the address.
 * QR code communications have no recipients: their output is the image (see outputs/).
 */
export async function senderFor(
  deps: TCommunicationDeps,
  clientId: number,
  communication: TSenderCommunication,
): Promise<TMessageSender> {
  return meteredSender(await channelSender(deps, clientId, communication));
}

async function channelSender(
  deps: TCommunicationDeps,
  clientId: number,
  communication: TSenderCommunication,
): Promise<TMessageSender> {
  const channelId = communication.channel_id;
  const sender = communication.sender ?? {};
  if (OUTSIDE_PLATFORM_CHANNEL_IDS.includes(channelId)) {
    return webhookSender(deps, clientId, communication);
  }
  switch (channelId) {
    case C.email:
      return emailSender(deps, clientId, communication);
    case C.sms:
    case C.line:
      return accountTextSender(deps, clientId, channelId);
    case C.whatsapp:
      return whatsAppSender(deps, clientId, channelId);
    case C.vms:
    case C.voice:
      return voiceSender(deps, clientId, channelId, positiveId(sender.vmsSettingId));
    case C.webPush:
      return webPushSender(deps, clientId);
    case C.mobilePush:
      return mobilePushSender(deps, clientId, positiveId(sender.mobileAppId));
    case C.webhook:
      return webhookSender(deps, clientId, communication);
    case C.directMail:
      return directMailSender(deps, clientId, communication);
    default:
      // QR (no recipients) and channels that cannot send.
      throw new AppError('CONFLICT', COMM_MSG.channelNotSendable);
  }
}

/** Whether the client's channel has the settings it needs to send. */
export async function channelReady(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
  sender: Record<string, unknown>,
): Promise<boolean> {
  return isChannelReady(deps, clientId, channelId, sender ?? {});
}
