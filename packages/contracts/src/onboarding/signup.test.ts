import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { SIGNUP_MSG, ZSaveSignUpRequestSchema, ZSignUpFormSchema } from './signup.ts';

const form = {
  title: 'Ms',
  firstName: 'Nina',
  lastName: 'Newman',
  countryCode: '+44',
  phoneNo: '7700900123',
  emailId: 'nina@newco.test',
  jobFunctionId: 1,
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
  accountType: 'brand',
  companyName: '  Newco   Ltd ',
  website: 'www.newco.test',
  countryId: 77,
  currency: 'GBP',
  languageId: 1,
  dateFormatId: 1,
  timeFormatId: 1,
  timeZoneId: 1,
};

function errorsOf(value: unknown) {
  const result = ZSignUpFormSchema.safeParse(value);
  const errors: Record<string, string> = {};
  // Forms show each field's first message.
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the new-user form', () => {
  it('accepts a complete form and tidies the company name', () => {
    expect(ZSignUpFormSchema.parse(form).companyName).toBe('Newco Ltd');
  });

  it("refuses each field with the spec's message or ours", () => {
    expect(errorsOf({ ...form, emailId: 'nina@' }).emailId).toBe(MSG.emailRequired);
    expect(
      errorsOf({ ...form, password: 'password1', confirmPassword: 'password1' }).password,
    ).toBe(MSG.passwordRequired);
    expect(errorsOf({ ...form, confirmPassword: 'Other!Pass1' }).confirmPassword).toBe(
      MSG.passwordMismatch,
    );
    expect(errorsOf({ ...form, confirmPassword: '' }).confirmPassword).toBe(
      MSG.confirmPasswordRequired,
    );
    expect(errorsOf({ ...form, title: '' }).title).toBe(SIGNUP_MSG.titleRequired);
    expect(errorsOf({ ...form, firstName: ' ' }).firstName).toBe(MSG.firstNameRequired);
    expect(errorsOf({ ...form, phoneNo: '12ab' }).phoneNo).toBe(SIGNUP_MSG.phoneInvalid);
    expect(errorsOf({ ...form, countryId: undefined }).countryId).toBe(MSG.countryRequired);
    expect(errorsOf({ ...form, jobFunctionId: Number.NaN }).jobFunctionId).toBe(
      SIGNUP_MSG.jobFunctionRequired,
    );
    expect(errorsOf({ ...form, accountType: 'other' }).accountType).toBe(
      SIGNUP_MSG.accountTypeRequired,
    );
    expect(errorsOf({ ...form, website: 'nope' }).website).toBe(MSG.websiteInvalid);
  });

  it('needs the otpToken of the verified email to save', () => {
    expect(ZSaveSignUpRequestSchema.safeParse(form).success).toBe(false);
    expect(ZSaveSignUpRequestSchema.safeParse({ ...form, otpToken: 'x'.repeat(20) }).success).toBe(
      true,
    );
  });
});
