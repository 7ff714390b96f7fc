import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { BRAND_MSG, normalizeWebsite, ZBrandFormSchema } from './brands.ts';
import { ROLE_FEATURES, ROLE_MSG, ZRoleFormSchema, emptyPermission } from './roles.ts';
import { ZAcceptInvitationRequestSchema } from './users.ts';

const brand = (extra: object = {}) => ({
  brandName: 'Orbit Coffee',
  website: 'www.orbit.test',
  countryId: 77,
  currency: 'GBP',
  timeZoneId: 337,
  industryId: null,
  businessEmail: '',
  phone: '',
  ...extra,
});

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('brand form', () => {
  it('accepts a complete brand, with or without optional fields', () => {
    expect(ZBrandFormSchema.safeParse(brand()).success).toBe(true);
    expect(
      ZBrandFormSchema.safeParse(brand({ phone: '+44 2079460000', businessEmail: 'hi@orbit.test' }))
        .success,
    ).toBe(true);
  });

  it.each([
    [{ website: '' }, MSG.websiteRequired],
    [{ website: 'orbit coffee' }, MSG.websiteInvalid],
    [{ brandName: '  ' }, BRAND_MSG.nameRequired],
    [{ brandName: 'O' }, MSG.minChars(2)],
    [{ countryId: 0 }, MSG.countryRequired],
    [{ currency: 'pounds' }, BRAND_MSG.currencyRequired],
    [{ phone: '02079460000' }, BRAND_MSG.phoneInvalid],
  ])('refuses %j with its message', (extra, message) => {
    expect(firstError(ZBrandFormSchema.safeParse(brand(extra)))).toBe(message);
  });

  it('stores websites with a scheme', () => {
    expect(normalizeWebsite(' www.orbit.test ')).toBe('https://www.orbit.test');
    expect(normalizeWebsite('http://orbit.test')).toBe('http://orbit.test');
  });
});

describe('role form', () => {
  const all = ROLE_FEATURES.map(({ featureId }) => emptyPermission(featureId));
  it('needs view for create, edit or delete, and each feature once', () => {
    expect(ZRoleFormSchema.safeParse({ name: 'Ops', permissions: all }).success).toBe(true);
    const edit = [{ ...emptyPermission(1), canEdit: true }];
    expect(firstError(ZRoleFormSchema.safeParse({ name: 'Ops', permissions: edit }))).toBe(
      ROLE_MSG.actionNeedsView,
    );
    const twice = [emptyPermission(1), emptyPermission(1)];
    expect(firstError(ZRoleFormSchema.safeParse({ name: 'Ops', permissions: twice }))).toBe(
      ROLE_MSG.duplicateFeature,
    );
  });
});

describe('invitation acceptance', () => {
  it('applies the strong-password rule and the confirmation', () => {
    const token = 'x'.repeat(20);
    const ok = { token, password: 'Invited@123', confirmPassword: 'Invited@123' };
    expect(ZAcceptInvitationRequestSchema.safeParse(ok).success).toBe(true);
    const weak = ZAcceptInvitationRequestSchema.safeParse({
      ...ok,
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(firstError(weak)).toBe(MSG.passwordRequired);
    const mismatch = ZAcceptInvitationRequestSchema.safeParse({
      ...ok,
      confirmPassword: 'Invited@124',
    });
    expect(firstError(mismatch)).toBe(MSG.passwordMismatch);
  });
});
