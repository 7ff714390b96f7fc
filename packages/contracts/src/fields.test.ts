import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZCaptchaSchema,
  ZCitySchema,
  ZCommunicationNameSchema,
  ZConfirmPasswordSchema,
  ZCountryIdSchema,
  ZEmailSchema,
  ZFirstNameSchema,
  ZImageFileSchema,
  ZImageSizeSchema,
  ZIpv4Schema,
  ZLastNameSchema,
  ZListNameSchema,
  ZLoginPasswordSchema,
  ZOtpSchema,
  ZPortNumberSchema,
  ZPortSchema,
  ZStrongPasswordSchema,
  ZWebsiteSchema,
  ZZipSchema,
  captchaSchemaFor,
  isImageSizeAllowed,
  withNewPasswordDiffers,
  withPasswordConfirmation,
} from './fields.ts';

/** The message a form shows: the first issue's. undefined when the value passes. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function errorsByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('ZEmailSchema', () => {
  it('accepts a business email and trims it', () => {
    expect(ZEmailSchema.parse('  john@example.com ')).toBe('john@example.com');
  });
  it.each([undefined, null, '', '   ', 'john', 'john@example.email', 'john@example'])(
    'rejects %j with the required message',
    (value) => {
      expect(firstError(ZEmailSchema, value)).toBe('Enter a valid business email address');
    },
  );
  it('caps the length at 100 with the spec wording', () => {
    const at100 = `${'a'.repeat(88)}@example.com`;
    expect(at100).toHaveLength(100);
    expect(firstError(ZEmailSchema, at100)).toBeUndefined();
    expect(firstError(ZEmailSchema, `a${at100}`)).toBe('Enter characters below 100 characters');
  });
});

describe('passwords', () => {
  it('login password: required, max 15, no strength rule', () => {
    expect(firstError(ZLoginPasswordSchema, '')).toBe('Enter a valid password');
    expect(firstError(ZLoginPasswordSchema, undefined)).toBe('Enter a valid password');
    expect(firstError(ZLoginPasswordSchema, 'simple')).toBeUndefined();
    expect(firstError(ZLoginPasswordSchema, 'x'.repeat(15))).toBeUndefined();
    expect(firstError(ZLoginPasswordSchema, 'x'.repeat(16))).toBe('Max. 15 characters');
  });
  it('login password keeps spaces as typed', () => {
    expect(ZLoginPasswordSchema.parse(' pass ')).toBe(' pass ');
  });
  it('strong password: required, min 8, max 15, pattern', () => {
    expect(firstError(ZStrongPasswordSchema, '')).toBe('Enter a valid password');
    expect(firstError(ZStrongPasswordSchema, 'Ab1!')).toBe('Min. 8 characters');
    expect(firstError(ZStrongPasswordSchema, 'Abcdefgh12345!@#')).toBe('Max. 15 characters');
    expect(firstError(ZStrongPasswordSchema, 'Abcdefgh')).toBe('Enter a valid password');
    expect(firstError(ZStrongPasswordSchema, 'Abc def1!')).toBe('Enter a valid password');
    expect(firstError(ZStrongPasswordSchema, 'Abcdef1!')).toBeUndefined();
  });
  it('confirm password is required', () => {
    expect(firstError(ZConfirmPasswordSchema, '')).toBe('Re-enter password');
    expect(firstError(ZConfirmPasswordSchema, undefined)).toBe('Re-enter password');
  });
});

describe('withPasswordConfirmation', () => {
  const form = withPasswordConfirmation(
    z.object({
      email: ZEmailSchema,
      password: ZStrongPasswordSchema,
      confirmPassword: ZConfirmPasswordSchema,
    }),
  );

  it('passes when both match', () => {
    const value = { email: 'a@b.co', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    expect(form.parse(value)).toEqual(value);
  });
  it('puts the mismatch on confirmPassword', () => {
    const errors = errorsByPath(form, {
      email: 'a@b.co',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1?',
    });
    expect(errors).toEqual({ confirmPassword: 'Password and confirm password does not match' });
  });
  it('still reports the mismatch when another field is invalid', () => {
    const errors = errorsByPath(form, { email: '', password: 'Abcdef1!', confirmPassword: 'x' });
    expect(errors).toEqual({
      email: 'Enter a valid business email address',
      confirmPassword: 'Password and confirm password does not match',
    });
  });
  it('still reports the mismatch when another field is missing altogether', () => {
    const errors = errorsByPath(form, { password: 'Abcdef1!', confirmPassword: 'x' });
    expect(errors.confirmPassword).toBe('Password and confirm password does not match');
  });
  it('skips the comparison while a password field is missing', () => {
    const errors = errorsByPath(form, { email: 'a@b.co', confirmPassword: 'x' });
    expect(errors).toEqual({ password: 'Enter a valid password' });
  });
  it('shows only "Re-enter password" for an empty confirmation', () => {
    const result = form.safeParse({ email: 'a@b.co', password: 'Abcdef1!', confirmPassword: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Re-enter password']);
  });
  it('takes other field names', () => {
    const custom = withPasswordConfirmation(z.object({ a: z.string(), b: z.string() }), {
      password: 'a',
      confirm: 'b',
    });
    expect(errorsByPath(custom, { a: 'x', b: 'y' })).toEqual({
      b: 'Password and confirm password does not match',
    });
  });
});

describe('withNewPasswordDiffers', () => {
  const form = withNewPasswordDiffers(
    z.object({ currentPassword: ZLoginPasswordSchema, newPassword: ZStrongPasswordSchema }),
  );
  it('rejects a new password equal to the current one, on newPassword', () => {
    expect(errorsByPath(form, { currentPassword: 'Abcdef1!', newPassword: 'Abcdef1!' })).toEqual({
      newPassword: 'New password cannot be same as current password',
    });
  });
  it('accepts a different one', () => {
    expect(form.safeParse({ currentPassword: 'old', newPassword: 'Abcdef1!' }).success).toBe(true);
  });
});

describe('captcha', () => {
  it('requires 6 characters', () => {
    expect(firstError(ZCaptchaSchema, '')).toBe('Enter captcha');
    expect(firstError(ZCaptchaSchema, 'abc12')).toBe('Invalid captcha');
    expect(firstError(ZCaptchaSchema, 'abc1234')).toBe('Invalid captcha');
    expect(firstError(ZCaptchaSchema, 'aB3xY9')).toBeUndefined();
  });
  it('must equal the shown code exactly', () => {
    const schema = captchaSchemaFor('aB3xY9');
    expect(firstError(schema, '')).toBe('Enter captcha');
    expect(firstError(schema, 'ab3xy9')).toBe('Invalid captcha');
    expect(firstError(schema, ' aB3xY9 ')).toBeUndefined();
  });
});

describe('ZOtpSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(ZOtpSchema.parse('004521')).toBe('004521');
  });
  it.each(['12345', '1234567', '12a456', '12 456', ' 123456'])('rejects %j as Invalid OTP', (v) => {
    expect(firstError(ZOtpSchema, v)).toBe('Invalid OTP');
  });
  it('asks for the OTP when empty', () => {
    expect(firstError(ZOtpSchema, '')).toBe('Enter OTP');
  });
});

describe('name, city, zip, list and communication fields', () => {
  it('first name: required, trimmed, min 2, max 50', () => {
    expect(firstError(ZFirstNameSchema, '   ')).toBe('Enter first name');
    expect(firstError(ZFirstNameSchema, ' J ')).toBe('Min. 2 characters');
    expect(ZFirstNameSchema.parse('  Jo ')).toBe('Jo');
    expect(firstError(ZFirstNameSchema, 'x'.repeat(50))).toBeUndefined();
    expect(firstError(ZFirstNameSchema, 'x'.repeat(51))).toBe('Max. 50 characters');
  });
  it('last name: required, max 50, one letter allowed', () => {
    expect(firstError(ZLastNameSchema, '')).toBe('Enter last name');
    expect(firstError(ZLastNameSchema, 'O')).toBeUndefined();
    expect(firstError(ZLastNameSchema, 'x'.repeat(51))).toBe('Max. 50 characters');
  });
  it('city: required, trimmed, min 2, max 100', () => {
    expect(firstError(ZCitySchema, ' ')).toBe('Enter city');
    expect(firstError(ZCitySchema, ' Y ')).toBe('Min. 2 characters');
    expect(firstError(ZCitySchema, 'x'.repeat(100))).toBeUndefined();
    expect(firstError(ZCitySchema, 'x'.repeat(101))).toBe('Max. 100 characters');
  });
  it('zip: required, min 3, max 10, postal characters', () => {
    expect(firstError(ZZipSchema, '')).toBe('Enter ZIP code');
    expect(firstError(ZZipSchema, '12')).toBe('Enter valid ZIP code');
    expect(firstError(ZZipSchema, '123')).toBeUndefined();
    expect(firstError(ZZipSchema, 'SW1A 1AA')).toBeUndefined();
    expect(firstError(ZZipSchema, '12345-67890')).toBe('Enter valid ZIP code');
    expect(firstError(ZZipSchema, '12$45')).toBe('Enter valid ZIP code');
  });
  it('list name: required, min 3, max 100', () => {
    expect(firstError(ZListNameSchema, '')).toBe('Enter list name');
    expect(firstError(ZListNameSchema, 'ab ')).toBe('Min. 3 characters');
    expect(firstError(ZListNameSchema, 'abc')).toBeUndefined();
    expect(firstError(ZListNameSchema, 'x'.repeat(101))).toBe('Max. 100 characters');
  });
  it('communication name: special characters first, then trimmed minimum', () => {
    expect(firstError(ZCommunicationNameSchema, '')).toBe('Enter communication name');
    expect(firstError(ZCommunicationNameSchema, 'Sale <b>')).toBe('special characters not allowed');
    expect(firstError(ZCommunicationNameSchema, '{{x}}')).toBe('special characters not allowed');
    expect(firstError(ZCommunicationNameSchema, '  ab  ')).toBe('Min. 3 characters');
    expect(firstError(ZCommunicationNameSchema, 'x'.repeat(101))).toBe('Max. 100 characters');
    expect(ZCommunicationNameSchema.parse(' Spring sale #2 ')).toBe('Spring sale #2');
  });
});

describe('website', () => {
  it('is required, then must look like a website', () => {
    expect(firstError(ZWebsiteSchema, '')).toBe('Enter website');
    expect(firstError(ZWebsiteSchema, 'not a site')).toBe('Enter valid website');
    expect(firstError(ZWebsiteSchema, 'example')).toBe('Enter valid website');
    expect(ZWebsiteSchema.parse(' www.example.com ')).toBe('www.example.com');
  });
  it('caps the length at 255', () => {
    const long = `https://example.com/${'p'.repeat(236)}`;
    expect(long).toHaveLength(256);
    expect(firstError(ZWebsiteSchema, long)).toBe('Max. 255 characters');
  });
});

describe('country', () => {
  it('needs a chosen country id', () => {
    expect(firstError(ZCountryIdSchema, undefined)).toBe('Select country');
    expect(firstError(ZCountryIdSchema, 0)).toBe('Select country');
    expect(firstError(ZCountryIdSchema, 1.5)).toBe('Select country');
    expect(ZCountryIdSchema.parse(91)).toBe(91);
  });
});

describe('port and IP', () => {
  it('port: Enter port number when empty, Invalid port number otherwise', () => {
    expect(firstError(ZPortSchema, '')).toBe('Enter port number');
    expect(firstError(ZPortSchema, undefined)).toBe('Enter port number');
    for (const bad of ['65536', '-1', '1.5', 'abc', '080']) {
      expect(firstError(ZPortSchema, bad), bad).toBe('Invalid port number');
    }
    expect(ZPortSchema.parse(' 587 ')).toBe('587');
    expect(ZPortNumberSchema.parse('65535')).toBe(65535);
    expect(ZPortNumberSchema.parse('0')).toBe(0);
  });
  it('ipv4: Enter valid IP address', () => {
    expect(firstError(ZIpv4Schema, '')).toBe('Enter valid IP address');
    for (const bad of ['0.1.2.3', '224.0.0.1', '10.0.0.0', '10.0.0.255', '256.1.1.1', '1.2.3']) {
      expect(firstError(ZIpv4Schema, bad), bad).toBe('Enter valid IP address');
    }
    expect(ZIpv4Schema.parse(' 192.168.0.10 ')).toBe('192.168.0.10');
  });
});

describe('image size', () => {
  const limit = 500 * 1024;
  it('allows up to and including 500kb', () => {
    expect(isImageSizeAllowed(0)).toBe(true);
    expect(isImageSizeAllowed(limit)).toBe(true);
    expect(isImageSizeAllowed(limit + 1)).toBe(false);
    expect(isImageSizeAllowed(-1)).toBe(false);
    expect(isImageSizeAllowed(Number.NaN)).toBe(false);
  });
  it('gives the spec message for bytes and files', () => {
    expect(firstError(ZImageSizeSchema, limit)).toBeUndefined();
    expect(firstError(ZImageSizeSchema, limit + 1)).toBe('Image size should be less than 500kb.');
    const big = new File([new Uint8Array(limit + 1)], 'logo.png', { type: 'image/png' });
    const small = new File([new Uint8Array(10)], 'logo.png', { type: 'image/png' });
    expect(firstError(ZImageFileSchema, big)).toBe('Image size should be less than 500kb.');
    expect(firstError(ZImageFileSchema, small)).toBeUndefined();
  });
});
