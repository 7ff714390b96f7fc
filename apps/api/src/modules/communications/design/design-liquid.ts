import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import type { TEmailBlock, TSimpleBlock } from '@resonate/contracts/campaigns/email-design';
import { TEMPLATE_BUILDER_MSG } from '@resonate/contracts/campaigns/template-builder';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { checkContent } from '../render/render-content.ts';

/** The renderer's own parser on one piece of text: the error detail, or undefined. */
export function liquidError(source: string): string | undefined {
  return checkContent({ kind: 'text', text: source }).text;
}

/** "illegal tag ..., line:3, col:2" as "Line 3, column 2: illegal tag ..." (where it breaks first). */
export function withLine(detail: string): string {
  const match = /,? line:(\d+), col:(\d+)\s*$/.exec(detail);
  if (!match) return detail;
  const message = detail.slice(0, match.index);
  return TEMPLATE_BUILDER_MSG.atLine(Number(match[1]), `column ${match[2]}: ${message}`).replace(
    ': column',
    ', column',
  );
}

/** The Liquid fields of a block, by name. */
function liquidFields(block: TSimpleBlock): [string, string][] {
  switch (block.type) {
    case 'heading':
    case 'text':
      return [['text', block.text]];
    case 'button':
      return [
        ['label', block.label],
        ['url', block.url],
      ];
    case 'image':
      return [
        ['src', block.src],
        ['alt', block.alt],
        ['href', block.href],
      ];
    case 'html':
      return [['html', block.html]];
    case 'divider':
    case 'spacer':
      return [];
  }
}

/**
 * Every block field that does not parse as Liquid, keyed where it is:
 * `content.design.blocks.3.text`, `content.design.blocks.1.columns.0.blocks.2.label`.
 */
export function blockLiquidErrors(blocks: readonly TEmailBlock[]): TFieldErrors {
  const errors: TFieldErrors = {};
  const check = (block: TSimpleBlock, path: string) => {
    for (const [field, source] of liquidFields(block)) {
      const detail = liquidError(source);
      if (detail) errors[`${path}.${field}`] = COMM_MSG.templateBroken(withLine(detail));
    }
  };
  blocks.forEach((block, index) => {
    const path = `content.design.blocks.${index}`;
    if (block.type !== 'columns') return check(block, path);
    block.columns.forEach((column, c) =>
      column.blocks.forEach((inner, i) => check(inner, `${path}.columns.${c}.blocks.${i}`)),
    );
  });
  return errors;
}
