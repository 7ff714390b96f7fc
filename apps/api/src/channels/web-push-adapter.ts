import webpush from 'web-push';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TChannelAdapter, TOutboundMessage, TSendResult } from './channel-adapter.ts';
import { describeFailure, pushRequest } from './push-http.ts';
import { retryAfterOf } from './retry-after.ts';

/** Spec section 1: 8 is "Web notification". */
export const WEB_PUSH_CHANNEL_ID = 8;
const TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for an offline browser. */
const TTL_SECONDS = 24 * 60 * 60;

export type TVapidKeys = {
  publicKey: string;
  /** Opened from its sealed form; never logged. */
  privateKey: string;
  /** Who push services contact about abuse: a mailto: or https: URL (RFC 8292). */
  subject: string;
};

export type TWebPushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type TWebPushNotification = {
  title: string;
  body: string;
  url?: string;
  icon?: string;
  image?: string;
  /** Reported back by the service worker with delivered and clicked. */
  messageId: string;
};

/** 404 and 410 mean the browser ended the subscription: the caller removes it. */
export type TPushSendResult = TSendResult & { gone: boolean };
/** A TChannelAdapter whose results also say whether the target is gone. */
export type TPushAdapter = Omit<TChannelAdapter, 'send'> & {
  send(message: TOutboundMessage): Promise<TPushSendResult>;
};

/** The adapter's message for one subscription: the keys travel in data, beside the payload. */
export function webPushMessage(
  target: TWebPushTarget,
  notification: TWebPushNotification,
): TOutboundMessage {
  const { title, body, ...rest } = notification;
  return { to: target.endpoint, subject: title, text: body, data: { ...rest, keys: target.keys } };
}

function keysOf(message: TOutboundMessage): TWebPushTarget['keys'] {
  const keys = message.data?.keys as Partial<TWebPushTarget['keys']> | undefined;
  if (!keys?.p256dh || !keys.auth) throw new Error('web push message without subscription keys');
  return { p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Web push through the web-push package (RFC 8291 payload encryption, RFC 8292 VAPID): it
 * builds the encrypted request, which goes out through the outbound guard (endpoints come from
 * browsers, so anyone may post one) instead of the package's own unguarded https call.
 */
export function createWebPushAdapter(vapid: TVapidKeys, policy: TOutboundPolicy): TPushAdapter {
  return {
    channelId: WEB_PUSH_CHANNEL_ID,
    async send(message: TOutboundMessage): Promise<TPushSendResult> {
      const { keys: _keys, ...data } = message.data ?? {};
      const payload = JSON.stringify({
        title: message.subject ?? '',
        body: message.text ?? '',
        ...data,
      });
      const details = webpush.generateRequestDetails(
        { endpoint: message.to, keys: keysOf(message) },
        payload,
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
      );
      try {
        const answer = await pushRequest(
          details.endpoint,
          { method: 'POST', headers, body: details.body ?? Buffer.alloc(0), timeoutMs: TIMEOUT_MS },
          policy,
        );
        const ok = answer.status >= 200 && answer.status < 300;
        const location = answer.headers.location;
        return {
          ok,
          gone: answer.status === 404 || answer.status === 410,
          providerMessageId: typeof location === 'string' ? location.split('/').pop() : undefined,
          response: `${answer.status} ${answer.body.trim().slice(0, 200)}`.trim(),
          // The push service asks to slow down: the engine pauses this channel (provider-limit.ts).
          ...(answer.status === 429 ? { throttledForMs: retryAfterOf(answer.headers) } : {}),
        };
      } catch (error) {
        return { ok: false, gone: false, response: describeFailure(error) };
      }
    },
  };
}
