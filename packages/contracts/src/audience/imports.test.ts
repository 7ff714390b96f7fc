import { describe, expect, it } from 'vitest';
import {
  attributeField,
  attributeKeyOf,
  IMPORT_MSG,
  ZDialCodeSchema,
  ZImportDestinationSchema,
  ZImportMappingSchema,
  ZStartImportRequestSchema,
} from './imports.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('import contracts', () => {
  it('needs an email or a mobile column in the mapping', () => {
    expect(ZImportMappingSchema.safeParse({ Email: 'email', Name: 'firstName' }).success).toBe(
      true,
    );
    expect(ZImportMappingSchema.safeParse({ Phone: 'mobile' }).success).toBe(true);
    expect(
      messages(ZImportMappingSchema.safeParse({ Name: 'firstName', Email: 'ignore' })),
    ).toEqual([IMPORT_MSG.identifierRequired]);
  });

  it('maps each field to one column only; ignore may repeat', () => {
    expect(messages(ZImportMappingSchema.safeParse({ A: 'email', B: 'email' }))).toEqual([
      IMPORT_MSG.fieldMappedTwice,
    ]);
    expect(ZImportMappingSchema.safeParse({ A: 'email', B: 'ignore', C: 'ignore' }).success).toBe(
      true,
    );
  });

  it('accepts custom fields by key and refuses other targets', () => {
    expect(
      ZImportMappingSchema.safeParse({ A: 'email', B: 'attribute:loyalty_points' }).success,
    ).toBe(true);
    expect(ZImportMappingSchema.safeParse({ A: 'email', B: 'attribute:Bad Key' }).success).toBe(
      false,
    );
    expect(ZImportMappingSchema.safeParse({ A: 'email', B: 'passport' }).success).toBe(false);
    expect(attributeField('city')).toBe('attribute:city');
    expect(attributeKeyOf('attribute:city')).toBe('city');
    expect(attributeKeyOf('email')).toBeUndefined();
  });

  it.each([
    ['+44', '+44'],
    ['44', '+44'],
    ['0044', '+44'],
    [' +1 ', '+1'],
  ])('reads the dial code %j as %s', (input, output) => {
    expect(ZDialCodeSchema.parse(input)).toBe(output);
  });

  it.each(['', '+0', '+12345', 'uk', '+4a'])('refuses the dial code %j', (input) => {
    expect(messages(ZDialCodeSchema.safeParse(input))).toEqual([IMPORT_MSG.dialCodeInvalid]);
  });

  it('checks list names of new lists with the spec rules', () => {
    expect(ZImportDestinationSchema.safeParse({ kind: 'adhocList', name: 'Promo' }).success).toBe(
      true,
    );
    expect(
      messages(ZImportDestinationSchema.safeParse({ kind: 'newTargetList', name: 'ab' })),
    ).toEqual(['Min. 3 characters']);
    expect(ZImportDestinationSchema.safeParse({ kind: 'targetList', listId: 0 }).success).toBe(
      false,
    );
  });

  it('takes a start request with mode and destination', () => {
    const parsed = ZStartImportRequestSchema.parse({
      importId: 3,
      mapping: { Email: 'email' },
      mode: 'overwrite',
      destination: { kind: 'none' },
      defaultDialCode: '44',
    });
    expect(parsed.defaultDialCode).toBe('+44');
    expect(ZStartImportRequestSchema.safeParse({ ...parsed, mode: 'merge' }).success).toBe(false);
  });
});
