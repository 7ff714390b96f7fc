import { INVOICE_MSG } from '@resonate/contracts/billing/invoices';
import { AppError } from '#/errors.ts';
import { signPayload, verifyPayload } from '#/modules/auth/crypto/signed-payload.ts';
import { deriveSecret } from '#/secrets.ts';

export const INVOICE_PDF_PATH = '/api/Invoice/InvoicePdf';
const PURPOSE = 'invoice-pdf';
/** The browser follows the link at once; a leaked link is useless a minute later. */
const LINK_SECONDS = 60;

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'invoice-download');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export function invoicePdfUrl(appSecret: string, clientId: number, invoiceId: number): string {
  const token = signPayload(keyOf(appSecret), PURPOSE, { c: clientId, i: invoiceId }, LINK_SECONDS);
  return `${INVOICE_PDF_PATH}?token=${encodeURIComponent(token)}`;
}

export function invoicePdfClaims(appSecret: string, token: string) {
  const claims = verifyPayload<{ c?: unknown; i?: unknown }>(keyOf(appSecret), PURPOSE, token);
  if (!claims || !isId(claims.c) || !isId(claims.i)) {
    throw new AppError('UNAUTHORIZED', INVOICE_MSG.linkExpired);
  }
  return { clientId: claims.c, invoiceId: claims.i };
}
