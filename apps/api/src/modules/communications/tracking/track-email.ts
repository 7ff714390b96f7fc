import { UNSUBSCRIBE_URL_PLACEHOLDER } from '@resonate/contracts/campaigns/tracking';
import { preferenceUrl } from '#/modules/subscriptions/index.ts';
import { withPreferenceFooter } from './preference-footer.ts';
import { trackingUrl, type TTrackingSigner } from './tracking-token.ts';

/**
 * The href of an <a> or <area> tag, quoted or not. Only anchors: a <link href> stylesheet
 * fetched by a mail client must not count as a click. One regex pass, no DOM parser: this runs
 * for every message of a send. The attributes before href are bounded, so a long run of
 * unclosed tags cannot make the scan quadratic.
 */
const ANCHOR_HREF =
  /(<(?:a|area)\s[^>]{0,2000}?\bhref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
/** A bare http(s) URL in a plain-text part. */
const TEXT_URL = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than a URL ("see https://x.test/a.") */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
const BODY_END = /<\/body\s*>/i;

/** The few entities an href may carry; the signed URL holds the real target. */
function decodeHref(value: string): string {
  if (!value.includes('&')) return value;
  return value
    .replace(/&amp;/gi, '&')
    .replace(/&#0*38;/g, '&')
    .replace(/&#x0*26;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;/g, "'");
}

/**
 * OWNER: the tracking helper. Makes a rendered email trackable: every http(s) link of the HTML
 * (and the text part) becomes a signed click link, an open pixel is appended, and the
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058) point at the one-click
 * unsubscribe. A `{{unsubscribeUrl}}` left in the content becomes the same unsubscribe link.
 * Pure and fast: the engine calls it for every message.
 */
export function trackEmail(
  publicUrl: string,
  signer: TTrackingSigner,
  /**
   * With the recipient's passport id, the email ends with their preference page link; not a
   * transactional message (`marketing: false`: a receipt or a code). Its List-Unsubscribe
   * headers are dropped by the email sender, which decides the bulk headers (email-headers.ts).
   */
  ref: { clientId: number; messageId: number; passportId?: string; marketing?: boolean },
  rendered: { html?: string; text?: string },
  /** The client's extended settings: off, links stay as written and no pixel is added. */
  track: { opens: boolean; clicks: boolean } = { opens: true, clicks: true },
): { html?: string; text?: string; headers: Record<string, string> } {
  const { clientId, messageId } = ref;
  const unsubscribeUrl = trackingUrl(publicUrl, signer, {
    kind: 'unsubscribe',
    clientId,
    messageId,
  });
  // Our own links (already tracked, or the unsubscribe link) are left as they are.
  const ownPrefix = `${publicUrl}/t/`;
  const clickUrl = (url: string) =>
    url.startsWith(ownPrefix) || !track.clicks
      ? url
      : trackingUrl(publicUrl, signer, { kind: 'click', clientId, messageId, url });

  const out: { html?: string; text?: string; headers: Record<string, string> } = {
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };

  if (rendered.html !== undefined) {
    let html = rendered.html.replace(
      ANCHOR_HREF,
      (whole, head: string, double?: string, single?: string, bare?: string) => {
        const raw = double ?? single ?? bare ?? '';
        const url = decodeHref(raw.trim());
        if (!/^https?:\/\//i.test(url)) return whole;
        return `${head}"${clickUrl(url)}"`;
      },
    );
    if (html.includes(UNSUBSCRIBE_URL_PLACEHOLDER)) {
      html = html.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, unsubscribeUrl);
    }
    if (track.opens) {
      const openUrl = trackingUrl(publicUrl, signer, { kind: 'open', clientId, messageId });
      const pixel = `<img src="${openUrl}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
      const end = html.search(BODY_END);
      html = end < 0 ? html + pixel : html.slice(0, end) + pixel + html.slice(end);
    }
    out.html = html;
  }

  if (rendered.text !== undefined) {
    let text = rendered.text.replace(TEXT_URL, (found: string) => {
      const trailing = TRAILING_PUNCTUATION.exec(found)?.[0] ?? '';
      const url = trailing ? found.slice(0, -trailing.length) : found;
      return clickUrl(url) + trailing;
    });
    if (text.includes(UNSUBSCRIBE_URL_PLACEHOLDER)) {
      text = text.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, unsubscribeUrl);
    }
    out.text = text;
  }
  if (ref.passportId === undefined || ref.marketing === false) return out;
  return withPreferenceFooter(
    out,
    preferenceUrl(publicUrl, signer.preferences, clientId, ref.passportId),
  );
}
