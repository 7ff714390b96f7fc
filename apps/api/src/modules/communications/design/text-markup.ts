/** The author's literal text as HTML: &, <, >, " and ' become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Links in text blocks may only go to the web, to mail, or to a Liquid expression (a token). */
const SAFE_URL = /^(https?:\/\/|mailto:|LQ\d+X)/i;

/**
 * A text block's markup as HTML: paragraphs split by blank lines, single line breaks kept,
 * **bold** and [label](url). The text is escaped first, so markup can only add the tags above;
 * Liquid was swapped for tokens before (liquid-guard.ts) and is not escaped.
 */
export function textMarkupToHtml(text: string, linkColor: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return paragraphs
    .map((paragraph) => {
      const html = escapeHtml(paragraph)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) =>
          SAFE_URL.test(url)
            ? `<a href="${url}" style="color:${linkColor}" target="_blank">${label}</a>`
            : whole,
        )
        .replace(/\n/g, '<br />');
      return `<p style="margin:0 0 12px 0">${html}</p>`;
    })
    .join('');
}
