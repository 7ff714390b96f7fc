import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { PREFERENCE_LINK_DAYS } from '@resonate/contracts/subscriptions/preference-page-text';

/**
 * Preference links (issue 28, item 1): who the page is for (client and passport id) and until
 * when, signed like the tracking links (an HMAC key derived from APP_SECRET, a 128-bit tag), so
 * a changed person, client or date is refused. Nothing is stored to make one: the engine signs
 * one per email.
 */
export type TPreferenceRef = { clientId: number; passportId: string; expiresAt: Date };
export type TPreferenceCheck =
  { status: 'valid'; ref: TPreferenceRef } | { status: 'expired' } | { status: 'invalid' };

type TWire = { c: number; p: string; e: number };

const SIG_BYTES = 16;
const TOKEN_MAX = 512;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Public path of the hosted preference page (served by modules/tracking). */
export const PREFERENCES_PATH = '/p/';

/** A signer bound to the app secret (the key is derived and imported once per process). */
export function preferenceSigner(appSecret: string) {
  const key: KeyObject = createSecretKey(
    createHmac('sha256', appSecret).update('resonate preference links v1').digest(),
  );
  const signature = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, SIG_BYTES);

  return {
    sign(clientId: number, passportId: string, now: Date = new Date()): string {
      // Whole days: the links of one day's messages to a person are the same link.
      const expires = Math.ceil((now.getTime() + PREFERENCE_LINK_DAYS * DAY_MS) / DAY_MS) * DAY_MS;
      const wire: TWire = { c: clientId, p: passportId, e: expires / 1000 };
      const payload = Buffer.from(JSON.stringify(wire)).toString('base64url');
      return `${payload}.${signature(payload).toString('base64url')}`;
    },
    /** A genuine, unexpired token's person; tampered or malformed is 'invalid'. */
    verify(token: string, now: Date = new Date()): TPreferenceCheck {
      const dot = token.indexOf('.');
      if (dot <= 0 || token.length > TOKEN_MAX) return { status: 'invalid' };
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = signature(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { status: 'invalid' };
      }
      let wire: Partial<TWire>;
      try {
        wire = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TWire>;
      } catch {
        return { status: 'invalid' };
      }
      const { c, p, e } = wire;
      if (!Number.isSafeInteger(c) || (c as number) <= 0) return { status: 'invalid' };
      if (typeof p !== 'string' || !UUID.test(p) || !Number.isSafeInteger(e)) {
        return { status: 'invalid' };
      }
      const expiresAt = new Date((e as number) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
      return { status: 'valid', ref: { clientId: c as number, passportId: p, expiresAt } };
    },
  };
}
export type TPreferenceSigner = ReturnType<typeof preferenceSigner>;

/** The absolute URL of a person's preference page under PUBLIC_URL. */
export function preferenceUrl(
  publicUrl: string,
  signer: TPreferenceSigner,
  clientId: number,
  passportId: string,
  now?: Date,
): string {
  return `${publicUrl}${PREFERENCES_PATH}${signer.sign(clientId, passportId, now)}`;
}
