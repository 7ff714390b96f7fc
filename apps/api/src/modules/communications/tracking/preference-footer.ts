import { PREFERENCE_FOOTER_TEXT } from '@resonate/contracts/subscriptions/preference-page-text';

const BODY_END = /<\/body\s*>/i;

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Closes a marketing email with the link to the recipient's preference page (issue 28, item 1):
 * a small centred line before </body> of the HTML, and a last line of the text part. Added after
 * the links were made trackable, so it stays a direct link to the page.
 */
export function withPreferenceFooter<T extends { html?: string; text?: string }>(
  rendered: T,
  url: string,
): T {
  const out = { ...rendered };
  if (out.html !== undefined) {
    const footer =
      `<p style="margin:24px 0 0;text-align:center;font:12px/1.5 sans-serif;color:#6b7280">` +
      `<a href="${escapeAttribute(url)}" style="color:#6b7280">${PREFERENCE_FOOTER_TEXT}</a></p>`;
    const end = out.html.search(BODY_END);
    out.html = end < 0 ? out.html + footer : out.html.slice(0, end) + footer + out.html.slice(end);
  }
  if (out.text !== undefined) out.text = `${out.text}\n\n${PREFERENCE_FOOTER_TEXT}: ${url}\n`;
  return out;
}
