import { DEFAULT_PUSH_LANGUAGE } from '@resonate/contracts/communication-settings/mobile-push-templates';

/**
 * The variant of a template a device gets: its own language, else English, else the first
 * (variants come sorted by language, so the choice is stable).
 */
export function preferredVariant<T extends { language: string }>(
  variants: T[],
  language: string | undefined,
): T | undefined {
  return (
    (language ? variants.find((variant) => variant.language === language) : undefined) ??
    variants.find((variant) => variant.language === DEFAULT_PUSH_LANGUAGE) ??
    variants[0]
  );
}
