import { CONTENT_LIMITS, CONTENT_MSG, type TContent } from '@resonate/contracts/campaigns/content';
import { languageLabel, LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { compileDesign } from './compile-design.ts';

export type TContentWithDesign = {
  /** The content to store or render: for a designed email, html is the compiled design. */
  content: TContent;
  /** Where the design breaks (keyed `content.design...`); empty when it compiles cleanly. */
  errors: TFieldErrors;
  /** The design cannot be rendered (Liquid or MJML that does not parse). */
  fatal: boolean;
};

/**
 * An email with a design gets its html from the design, compiled here: the html a client sends
 * alongside a design is never trusted. Other content passes through unchanged.
 */
export async function withCompiledDesign(content: TContent): Promise<TContentWithDesign> {
  const base = await compiledDesignOf(content);
  if (!content.locales) return base;
  // Each language variant (issue 27) has a design of its own, compiled and keyed alike.
  const locales: Record<string, TContent> = {};
  const errors = { ...base.errors };
  let fatal = base.fatal;
  for (const [tag, variant] of Object.entries(content.locales)) {
    const compiled = await compiledDesignOf(variant);
    locales[tag] = compiled.content;
    for (const [key, message] of Object.entries(compiled.errors)) {
      const where = key.replace(/^content\./, `content.locales.${tag}.`);
      errors[where] = LOCALE_MSG.inVariant(languageLabel(tag), message);
    }
    fatal ||= compiled.fatal;
  }
  return { content: { ...base.content, locales } as TContent, errors, fatal };
}

async function compiledDesignOf(content: TContent): Promise<TContentWithDesign> {
  if (content.kind !== 'email' || !content.design) return { content, errors: {}, fatal: false };
  // No blocks yet means no message yet (not MJML's empty page): completeness checks say so.
  if (content.design.format === 'blocks' && content.design.blocks.length === 0) {
    return { content: { ...content, html: '' }, errors: {}, fatal: false };
  }
  const compiled = await compileDesign(content.design);
  const errors = { ...compiled.errors };
  let html = compiled.html;
  if (html.length > CONTENT_LIMITS.htmlMax) {
    errors['content.html'] = CONTENT_MSG.tooLong(CONTENT_LIMITS.htmlMax);
    html = '';
  }
  return { content: { ...content, html }, errors, fatal: compiled.fatal };
}
