import { CAPTCHA_LENGTH, LOGIN_PASSWORD_MAX } from '@resonate/contracts/constants';
import { EMAIL_MAX } from '@resonate/contracts/limits';
import { MSG } from '@resonate/contracts/messages';
import { EMAIL_PATTERN } from '@resonate/contracts/patterns';

/**
 * The login form's rules: the same as contracts' ZEmailSchema, ZLoginPasswordSchema and
 * ZCaptchaSchema (login-validation.test.ts proves it value by value), written against the
 * patterns and messages directly so the login page does not download zod. Each returns the
 * first failing message, or true, as react-hook-form's `validate` expects.
 */
export function validateEmail(value: string): string | true {
  const trimmed = value.trim();
  if (trimmed === '') return MSG.emailRequired;
  if (trimmed.length > EMAIL_MAX) return MSG.charactersBelow(EMAIL_MAX);
  return EMAIL_PATTERN.test(trimmed) || MSG.emailRequired;
}

export function validateLoginPassword(value: string): string | true {
  if (value === '') return MSG.passwordRequired;
  return value.length <= LOGIN_PASSWORD_MAX || MSG.maxChars(LOGIN_PASSWORD_MAX);
}

export function validateCaptcha(value: string): string | true {
  const trimmed = value.trim();
  if (trimmed === '') return MSG.captchaRequired;
  return trimmed.length === CAPTCHA_LENGTH || MSG.captchaInvalid;
}
