import type { TContent } from '@resonate/contracts/campaigns/content';
import { languageLabel, LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { AppError } from '#/errors.ts';
import { chooseLocale } from '../render/choose-locale.ts';

/**
 * The content a preview in `language` shows: the variant the engine would pick (issue 27), on
 * its own, so a broken French variant never stops the preview of the English default.
 */
export function variantToPreview(
  content: TContent,
  language: unknown,
): { language: string | null; content: TContent } {
  const locales = content.locales ?? {};
  const tag = chooseLocale(language, Object.keys(locales));
  if (tag !== null) return { language: tag, content: locales[tag]! };
  const alone = { ...content };
  delete alone.locales;
  return { language: null, content: alone };
}

/** A variant's field errors keyed and worded as a save and a launch key them. */
export function variantErrors(tag: string | null, errors: TFieldErrors): TFieldErrors {
  if (tag === null) return errors;
  const label = languageLabel(tag);
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/^content\./, `content.locales.${tag}.`),
      LOCALE_MSG.inVariant(label, message),
    ]),
  );
}

/** Runs a variant's preview; its refusal (400) names the variant's fields and language. */
export async function previewingVariant<T>(tag: string | null, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (tag === null || !(error instanceof AppError) || !error.fieldErrors) throw error;
    throw new AppError(error.code, error.message, {
      errors: variantErrors(tag, error.fieldErrors),
      data: error.data,
    });
  }
}
