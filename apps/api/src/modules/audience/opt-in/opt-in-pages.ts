import type { FastifyReply } from 'fastify';
import { OPT_IN_MSG } from '@resonate/contracts/audience/opt-in';
import { escapeHtml, pageCsp } from '#/http/public-page.ts';

/**
 * The pages a person sees from a confirmation link: the question (a button, because mail
 * scanners open links and a confirmation must be a person's act), the answer, and the
 * invalid and expired pages. Server-rendered, no script; the one inline style is allowed by its
 * hash in a page-specific Content-Security-Policy.
 */
const STYLE = [
  'body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
  'background:#f4f6f9;color:#1f2937}',
  'main{max-width:30rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.5rem;',
  'box-shadow:0 1px 3px rgba(0,0,0,.12);text-align:center}',
  'h1{font-size:1.3rem;margin:0 0 1rem}p{margin:0 0 1.5rem;line-height:1.5}',
  '.brand{font-weight:600;color:#4f46e5;margin-bottom:1.5rem}.ok{color:#15803d}',
  'button{font:inherit;padding:.6rem 1.5rem;border:0;border-radius:.375rem;',
  'background:#4f46e5;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #a5b4fc}',
].join('');
const PAGE_CSP = pageCsp(STYLE);

function sendPage(reply: FastifyReply, status: number, brand: string, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${brand ? `<div class="brand">${escapeHtml(brand)}</div>` : ''}<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const button = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

export function sendConfirmQuestion(
  reply: FastifyReply,
  brand: string,
  email: string,
  action: string,
) {
  return sendPage(
    reply,
    200,
    brand,
    OPT_IN_MSG.confirmTitle,
    `<p>${escapeHtml(OPT_IN_MSG.confirmQuestion)} <strong>${escapeHtml(email)}</strong>.</p>${button(action, OPT_IN_MSG.confirmButton)}`,
  );
}

export function sendConfirmedPage(reply: FastifyReply, brand: string, already: boolean) {
  const text = already ? OPT_IN_MSG.alreadyConfirmed : OPT_IN_MSG.confirmed;
  return sendPage(
    reply,
    200,
    brand,
    OPT_IN_MSG.confirmedTitle,
    `<p class="ok" role="status">${escapeHtml(text)}</p>`,
  );
}

/** 400: forged, cut short, or about a record that no longer exists (nothing is written). */
export function sendInvalidPage(reply: FastifyReply) {
  return sendPage(
    reply,
    400,
    '',
    OPT_IN_MSG.linkInvalid,
    `<p>${escapeHtml(OPT_IN_MSG.linkInvalidHint)}</p>`,
  );
}

/** 410: genuine but past its days; its holder may ask for a new link. */
export function sendExpiredPage(reply: FastifyReply, brand: string, resendAction: string) {
  return sendPage(
    reply,
    410,
    brand,
    OPT_IN_MSG.linkExpired,
    `<p>${escapeHtml(OPT_IN_MSG.linkExpiredHint)}</p>${button(resendAction, OPT_IN_MSG.newLinkButton)}`,
  );
}

export function sendNewLinkPage(
  reply: FastifyReply,
  brand: string,
  status: number,
  message: string,
) {
  return sendPage(
    reply,
    status,
    brand,
    OPT_IN_MSG.confirmTitle,
    `<p role="status">${escapeHtml(message)}</p>`,
  );
}
