import { OTP_LENGTH } from '@resonate/contracts/constants';

/** Only the digits of a pasted or typed text, at most 6 (spec sections 2 and 5). */
export function otpDigitsOf(text: string, max: number = OTP_LENGTH): string[] {
  return (text.match(/\d/g) ?? []).slice(0, max);
}

/**
 * Writes digits into the boxes from `index` on, and says which box gets focus next: the one after
 * the last digit written, or the last box when the code is full.
 */
export function spreadDigits(boxes: readonly string[], index: number, digits: readonly string[]) {
  const next = [...boxes];
  const room = Math.max(0, Math.min(digits.length, next.length - index));
  for (let i = 0; i < room; i += 1) next[index + i] = digits[i] ?? '';
  const focus = Math.min(index + room, next.length - 1);
  return { boxes: next, focus };
}

export function emptyBoxes(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export function isComplete(boxes: readonly string[]): boolean {
  return boxes.every((digit) => /^\d$/.test(digit));
}
