import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateCreditNoteRequestSchema,
  ZCreateCreditNoteResponseSchema,
  ZGetInvoiceResponseSchema,
  ZGetInvoicesRequestSchema,
  ZGetInvoicesResponseSchema,
  ZInvoicePdfLinkResponseSchema,
  ZInvoicePdfQuerySchema,
  ZInvoiceRefSchema,
  ZInvoiceValueRequestSchema,
  ZInvoiceValueResponseSchema,
} from '@resonate/contracts/billing/invoices';
import {
  INVOICE_PAY_MSG,
  ZOverdueInvoicesResponseSchema,
  ZPayInvoiceRequestSchema,
  ZPayInvoiceResponseSchema,
} from '@resonate/contracts/billing/invoice-payment';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { withTenant } from '#/db/tenant.ts';
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

const tags = ['invoices'];
const security = [{ accessToken: [] }];

function route<B extends z.ZodType, R extends z.ZodType>(
  onRequest: onRequestAsyncHookHandler,
  summary: string,
  body: B,
  response: R,
) {
  return {
    onRequest,
    schema: { tags, security, summary, body, response: { 200: response, ...ERROR_RESPONSES } },
  };
}

/**
 * Invoices and credit notes (feature 54), the PDF, paying a due invoice, and the admin's invoice
 * values. Payments go through the built-in test processor unless a provider is passed in.
 */
const invoicesRoutes: FastifyPluginAsyncZod<{ paymentProvider?: TPaymentProvider }> = async (
  app,
  options,
) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.invoiceList });
  const provider = options.paymentProvider ?? testPaymentProvider;

  app.post(
    '/api/Invoice/GetInvoices',
    route(
      onRequest,
      'Invoices and credit notes, newest first',
      ZGetInvoicesRequestSchema,
      ZGetInvoicesResponseSchema,
    ),
    async (request) => {
      const { invoices, total } = await getInvoices(app, authOf(request).clientId, request.body);
      return { status: true, message: 'Invoices', totalRows: total, data: { invoices } };
    },
  );

  app.post(
    '/api/Invoice/GetInvoice',
    route(
      onRequest,
      'One invoice with its lines and credit notes',
      ZInvoiceRefSchema,
      ZGetInvoiceResponseSchema,
    ),
    async (request) => {
      const invoice = await getInvoice(app, authOf(request).clientId, request.body.invoiceId);
      return { status: true, message: 'Invoice', data: { invoice } };
    },
  );

  app.post(
    '/api/Invoice/DownloadInvoicePdf',
    route(
      onRequest,
      'A one-minute link to the PDF of an invoice',
      ZInvoiceRefSchema,
      ZInvoicePdfLinkResponseSchema,
    ),
    async (request) => {
      const { clientId, userClientId } = authOf(request);
      const { invoiceId } = request.body;
      // Checked now, so a wrong id is a 404 here rather than a broken link.
      await getInvoice(app, clientId, invoiceId);
      const url = invoicePdfUrl(app.config.appSecret, { clientId, userClientId, invoiceId });
      return { status: true, message: 'Download ready', data: { url } };
    },
  );

  app.get(
    INVOICE_PDF_PATH,
    {
      schema: {
        tags,
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

  app.post(
    '/api/Invoice/CreateCreditNote',
    route(
      onRequest,
      'Issues a credit note for an invoice, in full or per line (account admins)',
      ZCreateCreditNoteRequestSchema,
      ZCreateCreditNoteResponseSchema,
    ),
    async (request) => {
      const invoice = await createCreditNote(app, authOf(request), request.body);
      return {
        status: true,
        message: `Credit note ${invoice.invoiceNumber} issued`,
        data: { invoice },
      };
    },
  );

  app.post(
    '/api/Invoice/PayInvoice',
    {
      ...route(
        onRequest,
        'Pays a due or overdue invoice by card; the same idempotency key charges once (account admins)',
        ZPayInvoiceRequestSchema,
        ZPayInvoiceResponseSchema,
      ),
      // Viewing invoices lets the request in; payInvoice then answers a non-admin with its reason.
      // Card testing is the abuse to slow down; a person retrying a decline stays well under this.
      config: { access: 'view' as const, rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const invoice = await payInvoice(app, provider, authOf(request), request.body);
      return {
        status: true,
        message: INVOICE_PAY_MSG.paid(invoice.invoiceNumber),
        data: { invoice },
      };
    },
  );

  app.post(
    '/api/Invoice/GetOverdueInvoices',
    {
      ...route(
        onRequest,
        'How many invoices are past their due date, and the oldest (the overdue banner)',
        z.object({}).optional(),
        ZOverdueInvoicesResponseSchema,
      ),
      config: { access: 'view' as const },
    },
    async (request) => ({
      status: true,
      message: 'Overdue invoices',
      data: await getOverdueInvoices(app, authOf(request).clientId),
    }),
  );

  app.post(
    '/api/Admin/InvoiceValue',
    {
      ...route(
        onRequest,
        "Invoice values per client and period: the admin's client and its brands",
        ZInvoiceValueRequestSchema,
        ZInvoiceValueResponseSchema,
      ),
      config: { access: 'view' as const },
    },
    async (request) => {
      const values = await getInvoiceValue(app, authOf(request), request.body);
      return { status: true, message: 'Invoice values', data: { values } };
    },
  );
};

export default invoicesRoutes;
