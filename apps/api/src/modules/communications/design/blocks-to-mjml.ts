import type {
  TEmailBlock,
  TEmailStyle,
  TSimpleBlock,
} from '@resonate/contracts/campaigns/email-design';
import type { TLiquidGuard } from './liquid-guard.ts';
import { escapeHtml, textMarkupToHtml } from './text-markup.ts';

const HEADING_SIZES = { 1: 28, 2: 22, 3: 18 } as const;

/** Author text for an attribute or element body: Liquid kept (as tokens), the rest escaped. */
function literal(guard: TLiquidGuard, text: string): string {
  return escapeHtml(guard.protect(text));
}

/** Raw HTML must not close the mj-text around it (that would break the whole document). */
function rawHtml(guard: TLiquidGuard, html: string): string {
  return guard.protect(html).replace(/<\/?mj-/gi, (tag) => tag.replace('<', '&lt;'));
}

function simpleBlockToMjml(block: TSimpleBlock, style: TEmailStyle, guard: TLiquidGuard): string {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level];
      return (
        `<mj-text align="${block.align}" font-size="${size}px" line-height="1.3">` +
        `<h${block.level} style="margin:0;font-size:${size}px;font-weight:700">` +
        `${literal(guard, block.text)}</h${block.level}></mj-text>`
      );
    }
    case 'text':
      return (
        `<mj-text align="${block.align}">` +
        `${textMarkupToHtml(guard.protect(block.text), style.linkColor)}</mj-text>`
      );
    case 'button': {
      const href = block.url ? ` href="${literal(guard, block.url)}"` : '';
      return (
        `<mj-button align="${block.align}" background-color="${block.color}"` +
        ` color="#ffffff"${href}>${literal(guard, block.label)}</mj-button>`
      );
    }
    case 'image': {
      // An image without an address is still being edited: nothing to show yet.
      if (!block.src) return '';
      const href = block.href ? ` href="${literal(guard, block.href)}"` : '';
      const width = block.width > 0 ? ` width="${block.width}px"` : '';
      return (
        `<mj-image src="${literal(guard, block.src)}" alt="${literal(guard, block.alt)}"` +
        `${href}${width} />`
      );
    }
    case 'divider':
      return '<mj-divider border-width="1px" border-color="#e5e7eb" />';
    case 'spacer':
      return `<mj-spacer height="${block.height}px" />`;
    case 'html':
      return `<mj-text>${rawHtml(guard, block.html)}</mj-text>`;
  }
}

/** A block as one mj-section: full width, or columns side by side that stack on phones. */
function blockToSection(block: TEmailBlock, style: TEmailStyle, guard: TLiquidGuard): string {
  const section = (columns: string[]) =>
    `<mj-section background-color="${style.contentBackground}" padding="0">` +
    columns.map((inner) => `<mj-column>${inner}</mj-column>`).join('') +
    '</mj-section>';
  if (block.type !== 'columns') return section([simpleBlockToMjml(block, style, guard)]);
  return section(
    block.columns.map((column) =>
      column.blocks.map((inner) => simpleBlockToMjml(inner, style, guard)).join(''),
    ),
  );
}

/**
 * The blocks as an MJML document, one section per block: MJML makes it responsive (columns
 * become full width under 480px). Liquid is swapped for tokens by `guard`; compile-design.ts
 * puts it back after MJML.
 */
export function blocksToMjml(
  blocks: readonly TEmailBlock[],
  style: TEmailStyle,
  guard: TLiquidGuard,
): string {
  const head =
    '<mj-head><mj-attributes>' +
    `<mj-all font-family="${style.fontFamily}" />` +
    `<mj-text color="${style.textColor}" font-size="16px" line-height="1.5" />` +
    '</mj-attributes>' +
    `<mj-style>a { color: ${style.linkColor}; }</mj-style></mj-head>`;
  // One block per line (the head on line 1), so an MJML error's line names the block.
  const body = blocks.map((block) => `\n${blockToSection(block, style, guard)}`).join('');
  return (
    `<mjml>${head}<mj-body background-color="${style.background}" width="${style.width}px">` +
    `<mj-wrapper padding="24px 0">${body}\n</mj-wrapper></mj-body></mjml>`
  );
}
