/**
 * The Invoice/ endpoints (feature 54: invoices, credit notes, paying a due invoice) and the
 * admin's invoice values, defined once: the API registers them, OpenAPI documents them and the
 * web calls them from these objects. The PDF itself (GET Invoice/InvoicePdf) is a file, not an
 * envelope: its route stays hand-written in the API, opened with DownloadInvoicePdf's link.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import { ZOverdueInvoicesSchema, ZPayInvoiceRequestSchema } from './invoice-payment.ts';
import {
  ZCreateCreditNoteRequestSchema,
  ZGetInvoicesRequestSchema,
  ZInvoiceListSchema,
  ZInvoicePdfLinkSchema,
  ZInvoiceRefSchema,
  ZInvoiceResultSchema,
  ZInvoiceValueRequestSchema,
  ZInvoiceValuesSchema,
} from './invoices.ts';

const tag = 'invoices';
const feature = FEATURE_IDS.invoiceList;
const session = { auth: 'session', feature, tag } as const;

export const GET_INVOICES = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/GetInvoices',
  request: ZGetInvoicesRequestSchema,
  response: ZInvoiceListSchema,
  access: 'read',
  summary: 'Invoices and credit notes, newest first',
});

export const GET_INVOICE = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/GetInvoice',
  request: ZInvoiceRefSchema,
  response: ZInvoiceResultSchema,
  access: 'read',
  summary: 'One invoice with its lines and credit notes',
});

export const DOWNLOAD_INVOICE_PDF = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/DownloadInvoicePdf',
  request: ZInvoiceRefSchema,
  response: ZInvoicePdfLinkSchema,
  access: 'read',
  summary: 'A one-minute link to the PDF of an invoice',
});

export const CREATE_CREDIT_NOTE = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/CreateCreditNote',
  request: ZCreateCreditNoteRequestSchema,
  response: ZInvoiceResultSchema,
  access: 'write',
  summary: 'Issues a credit note for an invoice, in full or per line (account admins)',
});

/** Viewing invoices lets the request in; payInvoice then answers a non-admin with its reason. */
export const PAY_INVOICE = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/PayInvoice',
  request: ZPayInvoiceRequestSchema,
  response: ZInvoiceResultSchema,
  access: 'write',
  guardedByUseCase: true,
  summary:
    'Pays a due or overdue invoice by card; the same idempotency key charges once (account admins)',
});

export const GET_OVERDUE_INVOICES = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Invoice/GetOverdueInvoices',
  request: z.object({}).optional(),
  response: ZOverdueInvoicesSchema,
  access: 'read',
  summary: 'How many invoices are past their due date, and the oldest (the overdue banner)',
});

export const INVOICE_VALUE = defineEndpoint({
  ...session,
  method: 'POST',
  path: 'Admin/InvoiceValue',
  request: ZInvoiceValueRequestSchema,
  response: ZInvoiceValuesSchema,
  access: 'read',
  summary: "Invoice values per client and period: the admin's client and its brands",
});

export const INVOICE_ENDPOINTS = [
  GET_INVOICES,
  GET_INVOICE,
  DOWNLOAD_INVOICE_PDF,
  CREATE_CREDIT_NOTE,
  PAY_INVOICE,
  GET_OVERDUE_INVOICES,
  INVOICE_VALUE,
];
