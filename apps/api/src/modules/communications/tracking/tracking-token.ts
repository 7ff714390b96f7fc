import { createHmac, timingSafeEqual } from 'node:crypto';
import { preferenceSigner } from '#/modules/subscriptions/index.ts';
import { hmacSha256 } from './fast-hmac.ts';

/**
 * Tracking links (issue 9): opens (pixel), clicks (a redirect), one-click unsubscribe and QR
 * scans. Each link carries what it is about, signed with a key derived from APP_SECRET, so a
 * tampered link (another message, another destination) is refused and a click can never be
 * turned into an open redirect. Nothing is looked up to build a link, which keeps the sending
 * engine's hot path free of queries.
 */
export type TTrackingRef =
  | { kind: 'open'; clientId: number; messageId: number }
  | { kind: 'click'; clientId: number; messageId: number; url: string }
  | { kind: 'unsubscribe'; clientId: number; messageId: number }
  | { kind: 'scan'; clientId: number; communicationId: number; url: string };

const KIND_CODES = { open: 'o', click: 'c', unsubscribe: 'u', scan: 'q' } as const;
type TWire = { k: string; c: number; m?: number; q?: number; u?: string };

const SIG_BYTES = 16;

function keyOf(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('resonate tracking links v1').digest();
}

/** A signer bound to the app secret (derive the key once per process, not per link). */
export function trackingSigner(appSecret: string) {
  const mac = hmacSha256(keyOf(appSecret));
  const signature = (payload: string) => mac(payload).subarray(0, SIG_BYTES).toString('base64url');
  return {
    /** The preference page links (issue 28): a person and an expiry, with a key of their own. */
    preferences: preferenceSigner(appSecret),
    sign(ref: TTrackingRef): string {
      const wire: TWire = { k: KIND_CODES[ref.kind], c: ref.clientId };
      if ('messageId' in ref) wire.m = ref.messageId;
      if (ref.kind === 'scan') wire.q = ref.communicationId;
      if ('url' in ref) wire.u = ref.url;
      const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return `${payload}.${signature(payload)}`;
    },
    /** The ref of a genuine token; null for anything tampered or malformed. */
    verify(token: string): TTrackingRef | null {
      const dot = token.indexOf('.');
      if (dot <= 0 || token.length > 8192) return null;
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = Buffer.from(signature(payload), 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let wire: TWire;
      try {
        wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TWire;
      } catch {
        return null;
      }
      const id = (value: unknown) =>
        Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 0;
      const clientId = id(wire.c);
      if (!clientId) return null;
      switch (wire.k) {
        case 'o':
          return id(wire.m) ? { kind: 'open', clientId, messageId: id(wire.m) } : null;
        case 'u':
          return id(wire.m) ? { kind: 'unsubscribe', clientId, messageId: id(wire.m) } : null;
        case 'c':
          return id(wire.m) && typeof wire.u === 'string'
            ? { kind: 'click', clientId, messageId: id(wire.m), url: wire.u }
            : null;
        case 'q':
          return id(wire.q) && typeof wire.u === 'string'
            ? { kind: 'scan', clientId, communicationId: id(wire.q), url: wire.u }
            : null;
        default:
          return null;
      }
    },
  };
}
export type TTrackingSigner = ReturnType<typeof trackingSigner>;

/** Public paths of the tracking endpoints (served by modules/tracking). */
export const TRACKING_PATHS = {
  open: '/t/o/',
  click: '/t/c/',
  unsubscribe: '/t/u/',
  scan: '/t/q/',
} as const;

/** The absolute URL of a tracking link under PUBLIC_URL. */
export function trackingUrl(publicUrl: string, signer: TTrackingSigner, ref: TTrackingRef): string {
  return `${publicUrl}${TRACKING_PATHS[ref.kind]}${signer.sign(ref)}`;
}
