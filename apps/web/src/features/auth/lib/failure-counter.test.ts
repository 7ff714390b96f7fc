import { describe, expect, it } from 'vitest';
import { isCaptchaShown, readFailures, recordFailure, resetFailures } from './failure-counter';

describe('failed-attempt counter and captcha rule', () => {
  it('counts failures under captchaRetry and resets', () => {
    expect(readFailures()).toBe(0);
    recordFailure();
    expect(recordFailure()).toBe(2);
    expect(localStorage.getItem('captchaRetry')).toBe('2');
    resetFailures();
    expect(localStorage.getItem('captchaRetry')).toBeNull();
  });

  it('reads a garbage counter as 0', () => {
    localStorage.setItem('captchaRetry', 'many');
    expect(readFailures()).toBe(0);
  });

  it('shows the captcha after more than 2 failures, or when the server asks', () => {
    expect(isCaptchaShown(0, false)).toBe(false);
    expect(isCaptchaShown(2, false)).toBe(false);
    expect(isCaptchaShown(3, false)).toBe(true);
    expect(isCaptchaShown(0, true)).toBe(true);
  });
});
