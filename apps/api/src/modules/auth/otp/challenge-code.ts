import { keyedHash } from '../crypto/tokens.ts';

/** Codes are stored as a keyed hash bound to their challenge: a database copy reveals none. */
export function challengeCodeHash(appSecret: string, challengeId: string, code: string): Buffer {
  return keyedHash(appSecret, 'otp-code', challengeId, code);
}
