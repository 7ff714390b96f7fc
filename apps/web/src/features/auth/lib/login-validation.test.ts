import { describe, expect, it } from 'vitest';
import { ZCaptchaSchema, ZEmailSchema, ZLoginPasswordSchema } from '@resonate/contracts/fields';
import type { z } from 'zod';
import { validateCaptcha, validateEmail, validateLoginPassword } from './login-validation';

// The zod schemas are the source of truth; these rules must agree with them exactly.
function zodMessage(schema: z.ZodType, value: string): string | true {
  const result = schema.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? 'invalid');
}

describe('login form rules agree with the contracts schemas', () => {
  it.each([
    '',
    '   ',
    'admin@acme.test',
    '  admin@acme.test  ',
    'first.last-name@mail.example.co',
    'no-at-sign',
    'a@b',
    'a@b.toolong',
    '.lead@acme.test',
    `${'a'.repeat(95)}@acme.test`,
  ])('email %j', (value) => {
    expect(validateEmail(value)).toBe(zodMessage(ZEmailSchema, value));
  });

  it.each(['', ' ', 'Demo@12345', 'x'.repeat(15), 'x'.repeat(16)])('password %j', (value) => {
    expect(validateLoginPassword(value)).toBe(zodMessage(ZLoginPasswordSchema, value));
  });

  it.each(['', '   ', 'abc', 'aB3dE6', ' aB3dE6 ', 'aB3dE6x'])('captcha %j', (value) => {
    expect(validateCaptcha(value)).toBe(zodMessage(ZCaptchaSchema, value));
  });

  it('uses the spec texts', () => {
    expect(validateEmail('')).toBe('Enter a valid business email address');
    expect(validateLoginPassword('')).toBe('Enter a valid password');
    expect(validateCaptcha('')).toBe('Enter captcha');
    expect(validateCaptcha('abc')).toBe('Invalid captcha');
  });
});
