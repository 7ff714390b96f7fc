import {
  canonicalLanguageTag,
  CONTACT_LANGUAGE_ATTRIBUTE,
} from '@resonate/contracts/campaigns/content-locales';

/**
 * Which language variant a contact gets (issue 27, item 3), as a pure function of their
 * language and the variants there are:
 *   1. their tag, then each shorter prefix of it (zh-Hant-TW -> zh-Hant -> zh; fr-CA -> fr);
 *   2. else a variant of the same language in another region, the first by tag (a contact in
 *      `fr` or `fr-BE` gets `fr-FR` rather than the default: a French reader reads French);
 *   3. else null: the default content.
 * A language that is missing, not text or not a well-formed tag gets the default.
 */
export function chooseLocale(language: unknown, available: readonly string[]): string | null {
  if (typeof language !== 'string' || available.length === 0) return null;
  const tag = canonicalLanguageTag(language);
  if (tag === null) return null;
  // Tags compare without case (BCP 47); stored keys are canonical, contact data may not be.
  const byLowerCase = new Map(available.map((key) => [key.toLowerCase(), key]));
  const subtags = tag.toLowerCase().split('-');
  for (let length = subtags.length; length > 0; length--) {
    const found = byLowerCase.get(subtags.slice(0, length).join('-'));
    if (found !== undefined) return found;
  }
  const primary = subtags[0];
  const sameLanguage = [...available]
    .sort()
    .find((key) => key.toLowerCase().split('-')[0] === primary);
  return sameLanguage ?? null;
}

/** Our choice: far more distinct languages than an audience holds, and a few kB at most. */
const CHOOSER_CACHE_MAX = 1000;

/**
 * chooseLocale for one set of variants, remembering its answer per language: a run asks once
 * per message, and parsing the tag (Intl) costs about 10 us, seconds over a million messages.
 */
export function localeChooser(available: readonly string[]): (language: unknown) => string | null {
  const answers = new Map<string, string | null>();
  return (language) => {
    if (typeof language !== 'string') return null;
    const known = answers.get(language);
    if (known !== undefined) return known;
    const answer = chooseLocale(language, available);
    if (answers.size < CHOOSER_CACHE_MAX) answers.set(language, answer);
    return answer;
  };
}

/** A contact's language as their attributes hold it (anything; chooseLocale judges it). */
export function languageOf(attributes: Record<string, unknown>): unknown {
  return attributes[CONTACT_LANGUAGE_ATTRIBUTE];
}
