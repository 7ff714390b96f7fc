/**
 * Localised content (issue 27, item 3): a content may hold variants per language, keyed by a
 * BCP 47 tag (`fr`, `fr-CA`, `zh-Hans`). Each variant is a whole content of the same kind, so
 * it travels wherever content goes (template, draft, run, journey) and is checked like it. The
 * engine picks a contact's variant from their language attribute, falling back tag by tag
 * (fr-CA -> fr) to the default content.
 */
import { z } from 'zod';

export const LOCALE_LIMITS = {
  /** Our choice: more languages than a marketing team keeps in step is a sign of another tool. */
  variantsMax: 20,
  /** RFC 5646 advises supporting tags of at least 35 characters. */
  tagMax: 35,
} as const;

/** The contact attribute that says which language a contact reads (a BCP 47 tag). */
export const CONTACT_LANGUAGE_ATTRIBUTE = 'language';

/** The spec's interface languages (English UK, English US, Chinese, French), offered first. */
export const SUGGESTED_CONTENT_LANGUAGES = ['en-GB', 'en-US', 'zh', 'fr'] as const;

export const LOCALE_MSG = {
  tagInvalid: 'Enter a language tag such as fr, fr-CA or zh-Hans',
  tagTaken: 'This language already has a variant',
  tooMany: `A template holds at most ${LOCALE_LIMITS.variantsMax} languages`,
  /** A variant's problem, naming its language so it can be found among the others. */
  inVariant: (label: string, message: string) => `${label}: ${message}`,
  defaultLabel: 'Default',
} as const;

/**
 * The canonical form of a language tag (`FR_ca` -> `fr-CA`), or null when it is not a
 * well-formed BCP 47 tag. Underscores are accepted because contact data often holds `fr_CA`.
 */
export function canonicalLanguageTag(tag: string): string | null {
  const cleaned = tag.trim().replace(/_/g, '-');
  if (cleaned === '' || cleaned.length > LOCALE_LIMITS.tagMax) return null;
  try {
    return Intl.getCanonicalLocales(cleaned)[0] ?? null;
  } catch {
    return null;
  }
}

/** "French (fr)", "Canadian French (fr-CA)"; the tag alone when the runtime has no name for it. */
export function languageLabel(tag: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

/** Keys are stored canonical, so `fr-ca` and `fr-CA` cannot both be there. */
export const ZLanguageTagSchema = z
  .string()
  .max(LOCALE_LIMITS.tagMax, LOCALE_MSG.tagInvalid)
  .refine((tag) => canonicalLanguageTag(tag) === tag, LOCALE_MSG.tagInvalid);

/** A language to preview in, as contact data may hold it (`fr_ca` is read as fr-CA). */
export const ZPreviewLanguageSchema = z
  .string()
  .max(LOCALE_LIMITS.tagMax, LOCALE_MSG.tagInvalid)
  .refine((tag) => canonicalLanguageTag(tag) !== null, LOCALE_MSG.tagInvalid);

/** A content kind's schema with its optional per-language variants (each of the same kind). */
export function localised<TShape extends z.ZodRawShape>(schema: z.ZodObject<TShape>) {
  return schema.extend({
    locales: z
      .record(ZLanguageTagSchema, schema, {
        // zod names a bad key "Invalid key in record"; say what a good one looks like.
        error: (issue) => (issue.code === 'invalid_key' ? LOCALE_MSG.tagInvalid : undefined),
      })
      .refine((locales) => Object.keys(locales).length <= LOCALE_LIMITS.variantsMax, {
        message: LOCALE_MSG.tooMany,
      })
      .optional(),
  });
}

/** The languages a content has variants for, in a stable order. */
export function contentLanguages(content: { locales?: Record<string, unknown> }): string[] {
  return Object.keys(content.locales ?? {}).sort();
}
