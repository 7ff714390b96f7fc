import { createHmac, timingSafeEqual } from 'node:crypto';
import { OPT_IN_LINK_DAYS } from '@resonate/contracts/audience/opt-in';

/**
 * The confirmation link's token: which record (client, contact, the record's nonce) and until
 * when, signed with an HMAC under a key derived from APP_SECRET, like the unsubscribe links
 * (communications/tracking/tracking-token.ts). The expiry is inside the signature, so it
 * cannot be stretched; a genuine but expired token is told apart from a forged one, because
 * only the holder of a genuine one may ask for a new link.
 */
export type TOptInRef = { clientId: number; contactId: number; nonce: string };
export type TOptInCheck =
  { kind: 'valid'; ref: TOptInRef } | { kind: 'expired'; ref: TOptInRef } | { kind: 'invalid' };

type TWire = { c: number; k: number; n: string; x: number };
const SIG_BYTES = 16;
const TOKEN_MAX = 512;

export function optInSigner(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('resonate opt-in links v1').digest();
  const signature = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, SIG_BYTES);
  return {
    sign(ref: TOptInRef, now = new Date()): string {
      const expires = Math.floor(now.getTime() / 1000) + OPT_IN_LINK_DAYS * 86_400;
      const wire: TWire = { c: ref.clientId, k: ref.contactId, n: ref.nonce, x: expires };
      const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    check(token: string, now = new Date()): TOptInCheck {
      const dot = token.indexOf('.');
      if (dot <= 0 || token.length > TOKEN_MAX) return { kind: 'invalid' };
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = signature(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { kind: 'invalid' };
      }
      let wire: Partial<TWire>;
      try {
        wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TWire>;
      } catch {
        return { kind: 'invalid' };
      }
      const id = (value: unknown) =>
        Number.isSafeInteger(value) && Number(value) > 0 ? Number(value) : 0;
      const clientId = id(wire.c);
      const contactId = id(wire.k);
      if (!clientId || !contactId || typeof wire.n !== 'string' || typeof wire.x !== 'number') {
        return { kind: 'invalid' };
      }
      const ref = { clientId, contactId, nonce: wire.n };
      return wire.x * 1000 < now.getTime() ? { kind: 'expired', ref } : { kind: 'valid', ref };
    },
  };
}
export type TOptInSigner = ReturnType<typeof optInSigner>;
