import { CONTENT_LIMITS, CONTENT_MSG, type TContent } from '@resonate/contracts/campaigns/content';
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
