import { randomInt } from 'node:crypto';
import { PASSWORD_MAX } from '@resonate/contracts/constants';
import { PASSWORD_SPECIAL_CHARS, STRONG_PASSWORD_PATTERN } from '@resonate/contracts/patterns';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS + PASSWORD_SPECIAL_CHARS;

const pick = (set: string) => set[randomInt(set.length)]!;

/**
 * A random password that meets the strong pattern (one of each class, PASSWORD_MAX long, no
 * look-alike characters), shuffled with a CSPRNG.
 */
export function generateStrongPassword(): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARS)];
  while (chars.length < PASSWORD_MAX) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  return STRONG_PASSWORD_PATTERN.test(password) ? password : generateStrongPassword();
}
