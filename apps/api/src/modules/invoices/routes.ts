import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZInvoicePdfQuerySchema } from '@resonate/contracts/billing/invoices';
import {
  CREATE_CREDIT_NOTE,
  DOWNLOAD_INVOICE_PDF,
  GET_INVOICE,
  GET_INVOICES,
  GET_OVERDUE_INVOICES,
  INVOICE_VALUE,
  PAY_INVOICE,
} from '@resonate/contracts/billing/invoices-endpoints';
import { INVOICE_PAY_MSG } from '@resonate/contracts/billing/invoice-payment';
import { withTenant } from '#/db/tenant.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import type { TPaymentProvider } from '#/modules/billing/index.ts';
import { testPaymentProvider } from '#/modules/billing/index.ts';
import { createCreditNote } from './create-credit-note.ts';
import { getInvoiceValue } from './get-invoice-value.ts';
import { getInvoice, getInvoices, loadInvoiceDetail } from './get-invoices.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { getOverdueInvoices } from './overdue/get-overdue-invoices.ts';
import { payInvoice } from './pay-invoice.ts';
import { INVOICE_PDF_PATH, invoicePdfClaims, invoicePdfUrl } from './invoice-pdf-link.ts';

/** Card testing is the abuse to slow down; a person retrying a decline stays well under this. */
const PAY_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * Invoices and credit notes (feature 54), the PDF, paying a due invoice, and the admin's invoice
 * values. Payments go through the built-in test processor unless a provider is passed in.
 */
const invoicesRoutes: FastifyPluginAsyncZod<{ paymentProvider?: TPaymentProvider }> = async (
  app,
  options,
) => {
  const provider = options.paymentProvider ?? testPaymentProvider;

  addEndpoint(app, GET_INVOICES, async (body, request) => {
    const { invoices, total } = await getInvoices(app, authOf(request).clientId, body);
    return { status: true, message: 'Invoices', totalRows: total, data: { invoices } };
  });

  addEndpoint(app, GET_INVOICE, async ({ invoiceId }, request) => {
    const invoice = await getInvoice(app, authOf(request).clientId, invoiceId);
    return { status: true, message: 'Invoice', data: { invoice } };
  });

  addEndpoint(app, DOWNLOAD_INVOICE_PDF, async ({ invoiceId }, request) => {
    const { clientId, userClientId } = authOf(request);
    // Checked now, so a wrong id is a 404 here rather than a broken link.
    await getInvoice(app, clientId, invoiceId);
    const url = invoicePdfUrl(app.config.appSecret, { clientId, userClientId, invoiceId });
    return { status: true, message: 'Download ready', data: { url } };
  });

  // Not an envelope but a file: a hand-written route, opened with a signed link.
  app.get(
    INVOICE_PDF_PATH,
    {
      schema: {
        tags: [DOWNLOAD_INVOICE_PDF.tag],
        summary: 'application/pdf of an invoice; opened with the link of DownloadInvoicePdf',
        querystring: ZInvoicePdfQuerySchema,
        response: { 200: z.string().describe('PDF'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = invoicePdfClaims(app.config.appSecret, request.query.token);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const invoice = await withTenant(app.db, { clientId: claims.clientId }, (trx) =>
        loadInvoiceDetail(trx, claims.invoiceId),
      );
      const pdf = await invoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf) as unknown as string);
    },
  );

  addEndpoint(app, CREATE_CREDIT_NOTE, async (body, request) => {
    const invoice = await createCreditNote(app, authOf(request), body);
    return {
      status: true,
      message: `Credit note ${invoice.invoiceNumber} issued`,
      data: { invoice },
    };
  });

  addEndpoint(
    app,
    PAY_INVOICE,
    async (body, request) => {
      const invoice = await payInvoice(app, provider, authOf(request), body);
      return {
        status: true,
        message: INVOICE_PAY_MSG.paid(invoice.invoiceNumber),
        data: { invoice },
      };
    },
    PAY_LIMIT,
  );

  addEndpoint(app, GET_OVERDUE_INVOICES, async (_body, request) => ({
    status: true,
    message: 'Overdue invoices',
    data: await getOverdueInvoices(app, authOf(request).clientId),
  }));

  addEndpoint(app, INVOICE_VALUE, async (body, request) => {
    const values = await getInvoiceValue(app, authOf(request), body);
    return { status: true, message: 'Invoice values', data: { values } };
  });
};

export default invoicesRoutes;
