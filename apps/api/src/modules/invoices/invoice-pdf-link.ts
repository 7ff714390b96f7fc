import { INVOICE_MSG } from '@resonate/contracts/billing/invoices';
import { AppError } from '#/errors.ts';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

export const INVOICE_PDF_PATH = '/api/Invoice/InvoicePdf';
const PURPOSE = 'invoice-pdf';
/** The browser follows the link at once; a leaked link is useless a minute later. */
const LINK_SECONDS = 60;

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'invoice-download');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
export function invoicePdfUrl(
  appSecret: string,
  link: { clientId: number; userClientId: number; invoiceId: number },
): string {
  const claims = { c: link.clientId, i: link.invoiceId, u: link.userClientId };
  const token = signPayload(keyOf(appSecret), PURPOSE, claims, LINK_SECONDS);
  return `${INVOICE_PDF_PATH}?token=${encodeURIComponent(token)}`;
}

export function invoicePdfClaims(appSecret: string, token: string) {
  const claims = verifyPayload<{ c?: unknown; i?: unknown; u?: unknown }>(
    keyOf(appSecret),
    PURPOSE,
    token,
  );
  if (!claims || !isId(claims.c) || !isId(claims.i)) {
    throw new AppError('UNAUTHORIZED', INVOICE_MSG.linkExpired);
  }
  const who = isId(claims.u) ? { userClientId: claims.u } : {};
  return { clientId: claims.c, invoiceId: claims.i, ...who };
}
