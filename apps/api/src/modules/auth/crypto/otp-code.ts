import { randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@resonate/contracts/constants';

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}
