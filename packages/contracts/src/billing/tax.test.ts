import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRY_CODES,
  normaliseTaxNumber,
  REVERSE_CHARGE_NOTE,
  TAX_MSG,
  TAX_RATES,
  taxFor,
} from './tax.ts';

const masterCountries = JSON.parse(
  readFileSync(
    new URL('../../../../apps/api/src/modules/master-data/lists/countries.json', import.meta.url),
    'utf8',
  ),
) as { code: string }[];

describe('tax by country', () => {
  it('has a rate only for countries master data knows, and one for every EU member state', () => {
    const known = new Set(masterCountries.map((c) => c.code));
    expect(Object.keys(TAX_RATES).filter((code) => !known.has(code))).toEqual([]);
    expect(EU_COUNTRY_CODES.filter((code) => !TAX_RATES[code])).toEqual([]);
  });

  it('charges UK customers UK VAT, with or without a VAT number', () => {
    expect(taxFor('GB')).toMatchObject({ rateBp: 2000, label: 'VAT', reverseCharge: false });
    expect(taxFor('gb', 'GB123456789')).toMatchObject({ rateBp: 2000, note: '' });
  });

  it('reverse-charges an EU business with a well-formed VAT number, with the legal note', () => {
    expect(taxFor('DE', 'DE 123 456 789')).toEqual({
      rateBp: 0,
      label: 'VAT',
      note: REVERSE_CHARGE_NOTE,
      reverseCharge: true,
    });
    expect(taxFor('GR', 'EL123456789').reverseCharge).toBe(true);
  });

  it("charges an EU customer without a valid VAT number their country's standard rate", () => {
    expect(taxFor('FR')).toMatchObject({ rateBp: 2000, reverseCharge: false });
    expect(taxFor('FI')).toMatchObject({ rateBp: 2550 });
    expect(taxFor('DE', 'DE12345')).toMatchObject({ rateBp: 1900, note: '' });
  });

  it('charges other VAT/GST countries their standard rate with its label, and nothing elsewhere', () => {
    expect(taxFor('AU')).toMatchObject({ rateBp: 1000, label: 'GST' });
    expect(taxFor('NO', '123456789MVA')).toMatchObject({ rateBp: 2500, reverseCharge: false });
    expect(taxFor('US')).toMatchObject({ rateBp: 0, note: '' });
    expect(taxFor(null)).toMatchObject({ rateBp: 0 });
  });
});

describe('tax number formats', () => {
  it('stores a VAT number upper-case, without separators, with its country prefix', () => {
    expect(normaliseTaxNumber('NL', 'nl 1234.5678-9b01')).toEqual({
      ok: true,
      value: 'NL123456789B01',
    });
    expect(normaliseTaxNumber('AT', 'U12345678')).toEqual({ ok: true, value: 'ATU12345678' });
    expect(normaliseTaxNumber('DE', '  ')).toEqual({ ok: true, value: '' });
  });

  it("refuses a number in the wrong format with the country's example", () => {
    expect(normaliseTaxNumber('DE', 'DE12345678')).toEqual({
      ok: false,
      message: TAX_MSG.taxNumberFormat('DE123456789'),
    });
    expect(normaliseTaxNumber('GB', 'GB12')).toMatchObject({ ok: false });
    expect(normaliseTaxNumber('SE', 'SE123456789012')).toMatchObject({ ok: false });
  });

  it('takes 4-20 letters and digits where no format is known, and asks for the country first', () => {
    expect(normaliseTaxNumber('AU', '51 824 753 556')).toEqual({ ok: true, value: '51824753556' });
    expect(normaliseTaxNumber('US', '12')).toEqual({ ok: false, message: TAX_MSG.taxNumberOther });
    expect(normaliseTaxNumber(null, 'DE123456789')).toEqual({
      ok: false,
      message: TAX_MSG.taxNumberNoCountry,
    });
  });
});
