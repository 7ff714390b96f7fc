import type { TSendResult } from '#/channels/channel-adapter.ts';
import type { TRenderedContent } from '../render/render-content.ts';
import type { TCommunicationDeps } from '../deps.ts';

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
  send(message: TRecipientMessage): Promise<TSendResult & { permanent?: boolean }>;
  close(): Promise<void>;
};

export type TSenderCommunication = {
  id: number;
  channel_id: number;
  name: string;
  sender: Record<string, unknown>;
  run_no: number;
};

/**
 * OWNER: the channels helper. The sender of a communication's channel, built from the client's
 * saved settings (AppError CONFLICT COMM_MSG.channelNotSetUp when they are missing). A result
 * with permanent: true (hard bounce, invalid number) makes the engine suppress the address.
 */
export async function senderFor(
  _deps: TCommunicationDeps,
  _clientId: number,
  _communication: TSenderCommunication,
): Promise<TMessageSender> {
  throw new Error('senderFor is not written yet');
}

/** OWNER: the channels helper. Whether the client's channel has the settings it needs to send. */
export async function channelReady(
  _deps: TCommunicationDeps,
  _clientId: number,
  _channelId: number,
  _sender: Record<string, unknown>,
): Promise<boolean> {
  throw new Error('channelReady is not written yet');
}
