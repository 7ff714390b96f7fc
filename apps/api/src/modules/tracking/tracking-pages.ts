import type { FastifyReply } from 'fastify';
import { TRACKING_MSG } from '@resonate/contracts/campaigns/tracking';
import { escapeHtml, pageCsp } from '#/http/public-page.ts';

/**
 * The few server-rendered pages a recipient sees: the unsubscribe question and its answer, and
 * "This link is not valid". No script at all; the one inline style is allowed by its hash in a
 * page-specific Content-Security-Policy, so nothing else inline could ever run or apply.
 */
const PRODUCT_NAME = 'Resonate';

const STYLE = [
  'body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
  'background:#f4f6f9;color:#1f2937}',
  'main{max-width:28rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.5rem;',
  'box-shadow:0 1px 3px rgba(0,0,0,.12);text-align:center}',
  'h1{font-size:1.25rem;margin:0 0 1rem}p{margin:0 0 1.5rem;line-height:1.5}',
  '.brand{font-weight:600;color:#4f46e5;margin-bottom:1.5rem}',
  'button{font:inherit;padding:.6rem 1.5rem;border:0;border-radius:.375rem;',
  'background:#4f46e5;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #a5b4fc}',
].join('');
const PAGE_CSP = pageCsp(STYLE);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body><main><div class="brand">${PRODUCT_NAME}</div>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** 400 "This link is not valid": a tampered, truncated or foreign tracking link. */
export function sendInvalidLinkPage(reply: FastifyReply) {
  return sendPage(
    reply,
    400,
    page(TRACKING_MSG.linkInvalid, `<h1>${escapeHtml(TRACKING_MSG.linkInvalid)}</h1>`),
  );
}

/** The question, with a button that posts the one-click form to the same link. */
export function sendUnsubscribeQuestion(reply: FastifyReply, action: string) {
  return sendPage(
    reply,
    200,
    page(
      TRACKING_MSG.unsubscribeTitle,
      `<h1>${escapeHtml(TRACKING_MSG.unsubscribeTitle)}</h1>
<p>${escapeHtml(TRACKING_MSG.unsubscribeQuestion)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(TRACKING_MSG.unsubscribeButton)}</button></form>`,
    ),
  );
}

export function sendUnsubscribedPage(reply: FastifyReply) {
  return sendPage(
    reply,
    200,
    page(
      TRACKING_MSG.unsubscribeTitle,
      `<h1>${escapeHtml(TRACKING_MSG.unsubscribeTitle)}</h1><p role="status">${escapeHtml(TRACKING_MSG.unsubscribed)}</p>`,
    ),
  );
}
