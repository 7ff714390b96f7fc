import {
  ZEmailBlockSchema,
  type TEmailBlock,
  type TEmailBlockType,
  type TSimpleBlock,
} from '@resonate/contracts/campaigns/email-design';

/** The block types the palette offers, in its order; "columns" holds simple blocks only. */
export const BLOCK_TYPES: readonly TEmailBlockType[] = [
  'heading',
  'text',
  'button',
  'image',
  'divider',
  'spacer',
  'html',
  'columns',
];
export const SIMPLE_BLOCK_TYPES = BLOCK_TYPES.filter(
  (type): type is TSimpleBlock['type'] => type !== 'columns',
);

/**
 * A block as the editor holds it: the document's block plus a key that survives reordering,
 * so React keeps focus and selection on the block that moved.
 */
export type TKeyed = { key: string; block: TEmailBlock };

let nextKey = 0;
export const keyOf = () => `b${++nextKey}`;

export const keyed = (blocks: readonly TEmailBlock[]): TKeyed[] =>
  blocks.map((block) => ({ key: keyOf(), block }));

/** A new block of a type with starter text, so it shows in the preview at once. */
export function newBlock(type: TEmailBlockType, starter: (type: string) => string): TEmailBlock {
  switch (type) {
    case 'heading':
    case 'text':
      return ZEmailBlockSchema.parse({ type, text: starter(type) });
    case 'button':
      return ZEmailBlockSchema.parse({ type, label: starter(type), url: 'https://' });
    case 'html':
      return ZEmailBlockSchema.parse({ type, html: starter(type) });
    case 'columns':
      return ZEmailBlockSchema.parse({ type, columns: [{ blocks: [] }, { blocks: [] }] });
    default:
      return ZEmailBlockSchema.parse({ type });
  }
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A copy of the item at `index` inserted right after it. */
export function duplicated<T>(list: readonly T[], index: number, copy: (item: T) => T): T[] {
  const item = list[index];
  if (item === undefined) return [...list];
  return [...list.slice(0, index + 1), copy(item), ...list.slice(index + 1)];
}

export const without = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, i) => i !== index);

export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));

/** The columns block with one of its columns' block lists changed. */
export function withColumnBlocks(
  block: Extract<TEmailBlock, { type: 'columns' }>,
  column: number,
  change: (blocks: TSimpleBlock[]) => TSimpleBlock[],
): TEmailBlock {
  return {
    ...block,
    columns: block.columns.map((col, i) => (i === column ? { blocks: change(col.blocks) } : col)),
  };
}

/** A short line naming what a block says, for the block list. */
export function summaryOf(block: TEmailBlock): string {
  switch (block.type) {
    case 'heading':
    case 'text':
      return block.text;
    case 'button':
      return block.label;
    case 'image':
      return block.alt || block.src;
    case 'html':
      return block.html;
    case 'spacer':
      return `${block.height} px`;
    case 'columns':
      return String(block.columns.length);
    default:
      return '';
  }
}
