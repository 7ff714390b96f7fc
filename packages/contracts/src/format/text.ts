import { DROPDOWN_LABEL_MAX, TRUNCATE_DEFAULT } from '../constants.ts';

export const ELLIPSIS = '...';

/**
 * Cuts text longer than `max` characters and adds an ellipsis. Counts code points, so an emoji
 * is never split in half.
 */
export function truncate(text: string | null | undefined, max = TRUNCATE_DEFAULT): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : text;
}

/** Dropdown option labels cut at DROPDOWN_LABEL_MAX. */
export function truncateLabel(text: string | null | undefined): string {
  return truncate(text, DROPDOWN_LABEL_MAX);
}
