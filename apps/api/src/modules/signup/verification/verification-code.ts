import { keyedHash } from '#/modules/auth/index.ts';

/** Codes are stored as a keyed hash bound to their verification: a database copy reveals none. */
export function verificationCodeHash(appSecret: string, id: string, code: string): Buffer {
  return keyedHash(appSecret, 'signup-otp-code', id, code);
}
