import { randomBytes } from 'node:crypto';

/** `{{ ... }}` and `{% ... %}` (Liquid's two delimiters, with the whitespace-trim dashes). */
const LIQUID_TAG = /\{\{-?[\s\S]*?-?\}\}|\{%-?[\s\S]*?-?%\}/g;

/**
 * Keeps Liquid out of harm's way while author text is escaped and MJML compiles: every tag is
 * swapped for an alphanumeric token (which neither escaping nor MJML touches) and put back,
 * byte for byte, in the finished HTML. A tag spanning lines keeps its line breaks after the
 * token, so MJML's line numbers still match the source.
 */
export type TLiquidGuard = {
  protect(text: string): string;
  restore(html: string): string;
};

export function liquidGuard(): TLiquidGuard {
  const nonce = randomBytes(6).toString('hex');
  const tags: string[] = [];
  const token = /LQ(\d+)X([0-9a-f]{12})/g;
  return {
    protect(text) {
      return text.replace(LIQUID_TAG, (tag) => {
        tags.push(tag);
        const breaks = tag.split('\n').length - 1;
        return `LQ${tags.length - 1}X${nonce}${'\n'.repeat(breaks)}`;
      });
    },
    restore(html) {
      return html.replace(token, (whole, index: string, seen: string) =>
        seen === nonce && tags[Number(index)] !== undefined
          ? tags[Number(index)].replace(/\n/g, ' ')
          : whole,
      );
    },
  };
}
