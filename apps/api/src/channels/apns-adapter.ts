import { randomUUID } from 'node:crypto';
import { connect, type ClientHttp2Session } from 'node:http2';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TOutboundMessage } from './channel-adapter.ts';
import { MOBILE_PUSH_CHANNEL_ID } from './fcm-adapter.ts';
import { pushServiceBase } from './push-http.ts';
import { retryAfterMs } from './retry-after.ts';
import type { TPushAdapter, TPushSendResult } from './web-push-adapter.ts';

const GATEWAYS = {
  production: 'https://api.push.apple.com',
  sandbox: 'https://api.sandbox.push.apple.com',
} as const;
const TIMEOUT_MS = 10_000;
/** APNs answers these when the token no longer reaches the app. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

export type TApnsCredentials = {
  /** The .p12 (certificate and key) and its password, opened from their sealed form. */
  pfx: Buffer;
  passphrase: string;
  /** The app's bundle ID (apns-topic). */
  topic: string;
  environment: 'production' | 'sandbox';
};

/** The bundle ID an APNs certificate is issued for: the UID of its subject. */
export function apnsTopicOf(subject: string | null): string | undefined {
  return /(?:^|,\s*)UID=([^,]+)/.exec(subject ?? '')?.[1]?.trim() || undefined;
}

/** APNs over HTTP/2 with the certificate; one session serves a whole broadcast. */
export type TApnsAdapter = TPushAdapter & { close(): void };

export function createApnsAdapter(
  credentials: TApnsCredentials,
  policy: TOutboundPolicy,
  baseOverride?: string,
): TApnsAdapter {
  const base = pushServiceBase(GATEWAYS[credentials.environment], baseOverride, policy);
  let session: ClientHttp2Session | undefined;

  function open(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const tls = base.startsWith('https:')
      ? { pfx: credentials.pfx, passphrase: credentials.passphrase }
      : {};
    const opened = connect(base, tls);
    // A failed session fails its pending streams; the error itself must not escape.
    opened.on('error', () => undefined);
    opened.setTimeout(60_000, () => opened.close());
    session = opened;
    return opened;
  }

  function post(token: string, headers: Record<string, string>, body: string) {
    return new Promise<{ status: number; apnsId?: string; body: string }>((resolve, reject) => {
      const stream = open().request({
        ':method': 'POST',
        ':path': `/3/device/${encodeURIComponent(token)}`,
        'content-type': 'application/json',
        ...headers,
      });
      const timer = setTimeout(() => stream.close(), TIMEOUT_MS);
      let status = 0;
      let apnsId: string | undefined;
      let text = '';
      stream.setEncoding('utf8');
      stream.on('response', (responseHeaders) => {
        status = Number(responseHeaders[':status'] ?? 0);
        const id = responseHeaders['apns-id'];
        apnsId = typeof id === 'string' ? id : undefined;
      });
      stream.on('data', (chunk: string) => {
        if (text.length < 4096) text += chunk;
      });
      stream.on('close', () => {
        clearTimeout(timer);
        if (status) resolve({ status, apnsId, body: text });
        else reject(new Error('APNs closed the stream'));
      });
      stream.on('error', () => undefined);
      stream.end(body);
    });
  }

  return {
    channelId: MOBILE_PUSH_CHANNEL_ID,
    async send(message: TOutboundMessage): Promise<TPushSendResult> {
      const { imageUrl, ...data } = message.data ?? {};
      const payload = JSON.stringify({
        aps: {
          alert: { title: message.subject ?? '', body: message.text ?? '' },
          sound: 'default',
          // Lets a notification service extension fetch the image.
          ...(imageUrl ? { 'mutable-content': 1 } : {}),
        },
        ...(imageUrl ? { imageUrl } : {}),
        ...data,
      });
      try {
        const answer = await post(
          message.to,
          {
            'apns-topic': credentials.topic,
            'apns-push-type': 'alert',
            'apns-priority': '10',
            'apns-expiration': String(Math.floor(Date.now() / 1000) + 24 * 60 * 60),
            'apns-id': randomUUID(),
          },
          payload,
        );
        if (answer.status === 200) {
          return { ok: true, gone: false, providerMessageId: answer.apnsId, response: '200 OK' };
        }
        const reason = ((): string => {
          try {
            return String((JSON.parse(answer.body) as { reason?: string }).reason ?? '');
          } catch {
            return '';
          }
        })();
        return {
          ok: false,
          gone: answer.status === 410 || GONE_REASONS.has(reason),
          response: `${answer.status} ${reason}`.trim(),
          // TooManyRequests: APNs gives no Retry-After, so the default pause applies.
          ...(answer.status === 429 ? { throttledForMs: retryAfterMs(undefined) } : {}),
        };
      } catch {
        return { ok: false, gone: false, response: 'APNs could not be reached' };
      }
    },
    close() {
      session?.close();
      session = undefined;
    },
  };
}
