import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_MSG,
  attributeKeyFromLabel,
  checkAttributeValue,
  ZUpsertAttributeRequestSchema,
} from './contact-attributes.ts';

const def = (type: 'text' | 'number' | 'date' | 'boolean' | 'list', options: string[] = []) => ({
  type,
  options,
});

describe('checkAttributeValue', () => {
  it.each([
    [def('text'), '  Leeds ', { value: 'Leeds' }],
    [def('text'), 42, { value: '42' }],
    [def('text'), 'x'.repeat(501), { error: ATTRIBUTE_MSG.textMax }],
    [def('number'), 12.5, { value: 12.5 }],
    [def('number'), '-3', { value: -3 }],
    [def('number'), '1e3', { error: ATTRIBUTE_MSG.number }],
    [def('number'), Number.NaN, { error: ATTRIBUTE_MSG.number }],
    [def('number'), 1e16, { error: ATTRIBUTE_MSG.number }],
    [def('date'), '2024-02-29', { value: '2024-02-29' }],
    [def('date'), '2023-02-29', { error: ATTRIBUTE_MSG.date }],
    [def('date'), '29/02/2024', { error: ATTRIBUTE_MSG.date }],
    [def('boolean'), false, { value: false }],
    [def('boolean'), 'true', { value: true }],
    [def('boolean'), 'yes', { error: ATTRIBUTE_MSG.boolean }],
    [def('list', ['Free', 'Pro']), 'pro', { value: 'Pro' }],
    [def('list', ['Free', 'Pro']), 'Gold', { error: ATTRIBUTE_MSG.list }],
    [def('list', ['Free']), '', { value: null }],
    [def('number'), null, { value: null }],
  ])('%j reads %j as %j', (definition, raw, expected) =>
    expect(checkAttributeValue(definition, raw)).toEqual(expected),
  );
});

describe('attributeKeyFromLabel', () => {
  const none = new Set<string>();
  it.each([
    ['Loyalty points', 'loyalty_points'],
    ['  Café crème!  ', 'cafe_creme'],
    ['2nd address', 'nd_address'],
    ['???', 'field'],
    ['Email', 'email_2'],
    ['x'.repeat(50), 'x'.repeat(40)],
  ])('%j -> %j', (label, key) => expect(attributeKeyFromLabel(label, none)).toBe(key));

  it('suffixes a taken key within the length limit', () => {
    expect(attributeKeyFromLabel('City', new Set(['city', 'city_2']))).toBe('city_3');
    const long = 'y'.repeat(40);
    expect(attributeKeyFromLabel(long, new Set([long]))).toBe(`${'y'.repeat(38)}_2`);
  });
});

describe('ZUpsertAttributeRequestSchema', () => {
  it('trims labels and options and keeps options of lists only', () => {
    const parsed = ZUpsertAttributeRequestSchema.parse({
      label: ' Size ',
      type: 'list',
      options: [' S ', 'M'],
    });
    expect(parsed).toEqual({ label: 'Size', type: 'list', options: ['S', 'M'] });
  });
  it('refuses a list without options and duplicate options', () => {
    expect(ZUpsertAttributeRequestSchema.safeParse({ label: 'A', type: 'list' }).success).toBe(
      false,
    );
    const duplicate = ZUpsertAttributeRequestSchema.safeParse({
      label: 'A',
      type: 'list',
      options: ['S', 's'],
    });
    expect(duplicate.error?.issues[0]).toMatchObject({
      path: ['options', 1],
      message: 'Duplicate value',
    });
  });
});
