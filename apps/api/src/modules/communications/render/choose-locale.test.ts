import { describe, expect, it } from 'vitest';
import { chooseLocale, localeChooser } from './choose-locale.ts';

describe('chooseLocale', () => {
  const variants = ['en-US', 'fr', 'zh-Hant'];

  it('gives a contact the variant of their exact language', () => {
    expect(chooseLocale('en-US', variants)).toBe('en-US');
    expect(chooseLocale('fr', variants)).toBe('fr');
  });

  it('falls back from a regional tag to its language (fr-CA -> fr)', () => {
    expect(chooseLocale('fr-CA', variants)).toBe('fr');
    expect(chooseLocale('zh-Hant-TW', variants)).toBe('zh-Hant');
  });

  it('compares tags without case and reads underscores as hyphens', () => {
    expect(chooseLocale('EN-us', variants)).toBe('en-US');
    expect(chooseLocale('fr_CA', variants)).toBe('fr');
  });

  it('prefers another region of the same language to the default', () => {
    expect(chooseLocale('en-GB', variants)).toBe('en-US');
    expect(chooseLocale('fr-BE', ['fr-FR', 'fr-CA'])).toBe('fr-CA');
    expect(chooseLocale('zh', variants)).toBe('zh-Hant');
  });

  it('gives the default (null) to a contact of another language, none, or an unreadable one', () => {
    expect(chooseLocale('de-DE', variants)).toBeNull();
    expect(chooseLocale(undefined, variants)).toBeNull();
    expect(chooseLocale('', variants)).toBeNull();
    expect(chooseLocale('not a tag!', variants)).toBeNull();
    expect(chooseLocale(42, variants)).toBeNull();
    expect(chooseLocale('fr', [])).toBeNull();
  });

  it('answers the same through the remembering chooser a run uses', () => {
    const choose = localeChooser(variants);
    for (const language of ['fr-CA', 'fr-CA', 'de', 'en-gb', undefined, 7]) {
      expect(choose(language)).toBe(chooseLocale(language, variants));
    }
  });
});
