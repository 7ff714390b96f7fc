import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { missingContent, type TContent } from '@resonate/contracts/campaigns/content';
import { languageLabel, LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { checkContent } from './render-content.ts';

/**
 * What is missing or does not parse in each language variant, keyed
 * `content.locales.<tag>.<field>` and worded with the language first ("French (fr): Enter a
 * subject"), so a template save and a launch say which variant to fix.
 */
export function localeProblems(content: TContent): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const [tag, variant] of Object.entries(content.locales ?? {})) {
    const label = languageLabel(tag);
    const key = (field: string) => `content.locales.${tag}.${field}`;
    for (const [field, message] of Object.entries(missingContent(variant))) {
      errors[key(field)] = LOCALE_MSG.inVariant(label, message);
    }
    for (const [field, detail] of Object.entries(checkContent(variant))) {
      errors[key(field)] ??= LOCALE_MSG.inVariant(label, COMM_MSG.templateBroken(detail));
    }
  }
  return errors;
}
