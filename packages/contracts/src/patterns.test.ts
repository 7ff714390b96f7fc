import { describe, expect, it } from 'vitest';
import {
  COMMUNICATION_NAME_PATTERN,
  DIGITS_AND_DOTS_PATTERN,
  EMAIL_PATTERN,
  HTTPS_URL_PATTERN,
  IPV4_PATTERN,
  NO_CHAR_RUN_OF_FOUR_PATTERN,
  OTP_PATTERN,
  PASSWORD_SPECIAL_CHARS,
  STRONG_PASSWORD_PATTERN,
  UP_TO_TWO_DIGITS_PATTERN,
  WEBSITE_PATTERN,
  ZIP_PATTERN,
  groupThousands,
  hasCharRunOfFour,
  isValidIpv4,
  isValidPort,
  passwordStrengthRules,
} from './patterns.ts';

describe('STRONG_PASSWORD_PATTERN', () => {
  it.each(['Abcdef1!', 'Passw0rd#', 'aB3$aB3$aB3$aB3', 'Zz9-zzzz', 'A1b2c3d4^'])(
    'accepts %s',
    (p) => {
      expect(STRONG_PASSWORD_PATTERN.test(p)).toBe(true);
    },
  );
  it.each([
    ['too short (7)', 'Abcde1!'],
    ['too long (16)', 'Abcdefgh12345!@#'],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no special', 'Abcdefg1'],
    ['special outside the set', 'Abcdef1_'],
    ['inner space', 'Abc def1!'],
    ['leading space', ' Abcdef1!'],
    ['tab', 'Abcdef1!\t'],
    ['newline', 'Abcdef1!\n'],
    ['empty', ''],
  ])('rejects %s', (_label, p) => {
    expect(STRONG_PASSWORD_PATTERN.test(p)).toBe(false);
  });
  it('accepts every special character of the meter set', () => {
    for (const ch of PASSWORD_SPECIAL_CHARS) {
      expect(STRONG_PASSWORD_PATTERN.test(`Abcdef1${ch}`), ch).toBe(true);
    }
  });
});

describe('passwordStrengthRules', () => {
  const passed = (value: string) =>
    passwordStrengthRules.filter((rule) => rule.test(value)).map((rule) => rule.key);

  it('lists the five rules in meter order', () => {
    expect(passwordStrengthRules.map((r) => r.key)).toEqual([
      'upper',
      'lower',
      'number',
      'special',
      'length',
    ]);
  });
  it('checks each rule on its own', () => {
    expect(passed('')).toEqual([]);
    expect(passed('A')).toEqual(['upper']);
    expect(passed('a')).toEqual(['lower']);
    expect(passed('1')).toEqual(['number']);
    expect(passed('#')).toEqual(['special']);
    expect(passed('        ')).toEqual(['length']);
    expect(passed('Abcdef1!')).toEqual(['upper', 'lower', 'number', 'special', 'length']);
  });
  it('counts only # ? ! @ $ % ^ & * - as special', () => {
    const special = passwordStrengthRules.find((r) => r.key === 'special')!;
    for (const ch of '#?!@$%^&*-') expect(special.test(ch), ch).toBe(true);
    for (const ch of '_+=.,~(){}[]/\\ "\'') expect(special.test(ch), ch).toBe(false);
  });
  it('needs 8 characters for length', () => {
    const length = passwordStrengthRules.find((r) => r.key === 'length')!;
    expect(length.test('1234567')).toBe(false);
    expect(length.test('12345678')).toBe(true);
  });
  it('agrees with the strong pattern on lengths 8 to 15', () => {
    expect(passed('Abcdef1!').length).toBe(5);
    expect(STRONG_PASSWORD_PATTERN.test('Abcdef1!')).toBe(true);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each([
    'a@b.co',
    'john.doe@example.com',
    'john_doe-1@mail.example.co.in',
    'USER@EXAMPLE.ORG',
    'x@sub-domain.example.info',
  ])('accepts %s', (e) => {
    expect(EMAIL_PATTERN.test(e)).toBe(true);
  });
  it.each([
    ['5-char TLD', 'john@example.email'],
    ['1-char TLD', 'john@example.c'],
    ['numeric TLD', 'john@example.123'],
    ['no @', 'john.example.com'],
    ['two @', 'a@b@example.com'],
    ['no domain dot', 'john@localhost'],
    ['plus sign', 'john+tag@example.com'],
    ['leading dot', '.john@example.com'],
    ['double dot', 'john..doe@example.com'],
    ['trailing dot in local part', 'john.@example.com'],
    ['space', 'john doe@example.com'],
    ['hyphen-led domain label', 'john@-example.com'],
    ['empty', ''],
  ])('rejects %s', (_label, e) => {
    expect(EMAIL_PATTERN.test(e)).toBe(false);
  });
  it('fails fast on long hostile input', () => {
    const started = performance.now();
    EMAIL_PATTERN.test(`${'a'.repeat(50_000)}@${'b'.repeat(50_000)}!`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('HTTPS_URL_PATTERN', () => {
  it.each([
    'https://example.com',
    'https://play.google.com/store/apps/details?id=com.x',
    'https://apps.apple.com:443/app/id123#top',
  ])('accepts %s', (u) => {
    expect(HTTPS_URL_PATTERN.test(u)).toBe(true);
  });
  it.each([
    'http://example.com',
    'example.com',
    'https://',
    'https://localhost',
    'https://exa mple.com',
    'ftp://example.com',
    'https://example.com/ path',
  ])('rejects %s', (u) => {
    expect(HTTPS_URL_PATTERN.test(u)).toBe(false);
  });
});

describe('WEBSITE_PATTERN', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://www.example.co.uk/about?x=1',
    'Example.COM',
  ])('accepts %s', (u) => {
    expect(WEBSITE_PATTERN.test(u)).toBe(true);
  });
  it.each(['example', 'ftp://example.com', 'http//example.com', 'exa mple.com', '.com', ''])(
    'rejects %s',
    (u) => {
      expect(WEBSITE_PATTERN.test(u)).toBe(false);
    },
  );
});

describe('isValidPort', () => {
  it.each(['0', '1', '80', '443', '8080', '65535', 65535, 0])('accepts %s', (p) => {
    expect(isValidPort(p)).toBe(true);
  });
  it.each(['65536', '70000', '99999', '100000', '-1', '1.5', '', ' 80', '80 ', '080', 'a80', '8o'])(
    'rejects %j',
    (p) => {
      expect(isValidPort(p)).toBe(false);
    },
  );
  it('rejects numbers out of range', () => {
    expect(isValidPort(-1)).toBe(false);
    expect(isValidPort(65536)).toBe(false);
    expect(isValidPort(1.5)).toBe(false);
  });
});

describe('IPV4_PATTERN', () => {
  it.each(['1.0.0.1', '10.0.0.1', '192.168.1.254', '223.255.255.254', '8.8.8.8', '172.16.0.10'])(
    'accepts %s',
    (ip) => {
      expect(isValidIpv4(ip)).toBe(true);
    },
  );
  it.each([
    ['first octet 0', '0.1.2.3'],
    ['multicast first octet', '224.0.0.1'],
    ['first octet 255', '255.1.1.1'],
    ['network address', '10.0.0.0'],
    ['broadcast address', '10.0.0.255'],
    ['octet above 255', '256.1.1.1'],
    ['middle octet above 255', '10.256.1.1'],
    ['three octets', '1.2.3'],
    ['five octets', '1.2.3.4.5'],
    ['leading zero', '01.2.3.4'],
    ['leading zero in last', '1.2.3.04'],
    ['trailing dot', '1.2.3.4.'],
    ['spaces', ' 1.2.3.4'],
    ['letters', 'a.b.c.d'],
    ['empty', ''],
  ])('rejects %s', (_label, ip) => {
    expect(IPV4_PATTERN.test(ip)).toBe(false);
  });
});

describe('small patterns', () => {
  it('OTP_PATTERN wants exactly 6 digits', () => {
    expect(OTP_PATTERN.test('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '12 456', '']) {
      expect(OTP_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('DIGITS_AND_DOTS_PATTERN allows digits and dots only', () => {
    expect(DIGITS_AND_DOTS_PATTERN.test('1.2.3')).toBe(true);
    expect(DIGITS_AND_DOTS_PATTERN.test('123')).toBe(true);
    for (const bad of ['1,2', '1.2a', '-1', '1 2', '']) {
      expect(DIGITS_AND_DOTS_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('UP_TO_TWO_DIGITS_PATTERN allows one or two digits', () => {
    expect(UP_TO_TWO_DIGITS_PATTERN.test('7')).toBe(true);
    expect(UP_TO_TWO_DIGITS_PATTERN.test('42')).toBe(true);
    for (const bad of ['100', '', '4a', '-1', '1.']) {
      expect(UP_TO_TWO_DIGITS_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('rejects a character repeated 4 or more times in a row', () => {
    expect(NO_CHAR_RUN_OF_FOUR_PATTERN.test('aaab')).toBe(true);
    expect(NO_CHAR_RUN_OF_FOUR_PATTERN.test('aaa-aaa')).toBe(true);
    expect(NO_CHAR_RUN_OF_FOUR_PATTERN.test('')).toBe(true);
    expect(hasCharRunOfFour('aaaa')).toBe(true);
    expect(hasCharRunOfFour('xx1111yy')).toBe(true);
    expect(hasCharRunOfFour('line\n\n\n\n')).toBe(true);
    expect(hasCharRunOfFour('😀😀😀😀')).toBe(true);
    expect(hasCharRunOfFour('😀😀😀')).toBe(false);
    expect(hasCharRunOfFour('aAaA')).toBe(false);
  });
  it('ZIP_PATTERN allows letters, digits and inner spaces or hyphens', () => {
    for (const ok of ['560001', 'SW1A 1AA', '12345-6789', 'K1A 0B1']) {
      expect(ZIP_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['-123', '123-', ' 123', '12#45', '']) {
      expect(ZIP_PATTERN.test(bad), bad).toBe(false);
    }
  });
  it('COMMUNICATION_NAME_PATTERN refuses markup, placeholder, path and quote characters', () => {
    expect(COMMUNICATION_NAME_PATTERN.test("Diwali Sale #1 - 50% off (EU) & Valentine's")).toBe(
      true,
    );
    for (const ch of [
      '<',
      '>',
      '{',
      '}',
      '[',
      ']',
      '\\',
      '/',
      '|',
      '`',
      '~',
      '^',
      '"',
      ';',
      '\u0007',
    ]) {
      expect(COMMUNICATION_NAME_PATTERN.test(`Name ${ch}`), ch).toBe(false);
    }
  });
});

describe('groupThousands', () => {
  it.each([
    [1234567, '1,234,567'],
    [1000, '1,000'],
    [999, '999'],
    [0, '0'],
    [-1234567, '-1,234,567'],
    [1234567.891, '1,234,567.891'],
    ['9876543210', '9,876,543,210'],
    ['12345.6789', '12,345.6789'],
  ])('%s -> %s', (input, expected) => {
    expect(groupThousands(input)).toBe(expected);
  });
  it('leaves text that is not a number alone', () => {
    expect(groupThousands('abc')).toBe('abc');
  });
});
