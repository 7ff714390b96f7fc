import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { InvoiceLines } from './invoice-lines';
import { InvoicePayment } from './invoice-payment';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The invoice as a document: issuer and bill-to, number and dates, lines and totals. */
export function InvoiceDocument({
  invoice,
  formatDate,
}: {
  invoice: TInvoiceDetail;
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('invoices');
  const { issuer, billTo } = invoice;
  // The period is made of calendar days, read in UTC like the invoices are closed.
  const { formatDay } = useDateTimeFormat();
  const facts: [string, string][] = [
    [t('document.number'), invoice.invoiceNumber],
    [t('document.issued'), formatDate(invoice.issuedAt)],
  ];
  if (invoice.kind === 'invoice' && invoice.dueAt) {
    facts.push([t('document.due'), formatDate(invoice.dueAt)]);
  }
  // The end is exclusive in storage; people read a period by its last day.
  const lastDay = new Date(new Date(invoice.periodEnd).getTime() - 1).toISOString();
  facts.push([t('document.period'), `${formatDay(invoice.periodStart)} – ${formatDay(lastDay)}`]);
  if (invoice.creditedInvoiceNumber) {
    facts.push([t('document.credits'), invoice.creditedInvoiceNumber]);
  }
  if (invoice.orderId) facts.push([t('document.order'), invoice.orderId]);

  return (
    <article className="card app-card invoice-document" aria-labelledby="invoice-title">
      <div className="card-body p-4 p-lg-5">
        <header className="d-flex flex-wrap justify-content-between gap-4 mb-4">
          <div>
            <div className="h5 mb-1">{issuer.name}</div>
            <address className="mb-0 small text-body-secondary">
              {issuer.addressLines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              <div>{t('document.vat', { number: issuer.vatNumber })}</div>
              <div>{issuer.email}</div>
            </address>
          </div>
          <div className="text-end">
            <h2 id="invoice-title" className="h3 text-uppercase mb-2">
              {invoice.kind === 'invoice' ? t('document.invoice') : t('document.creditNote')}
            </h2>
            <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
          </div>
        </header>
        <div className="row g-4 mb-4">
          <div className="col-md-6">
            <h3 className="h6 text-body-secondary text-uppercase small">{t('document.billTo')}</h3>
            <address className="mb-0">
              <div className="fw-semibold">{billTo.name}</div>
              {billTo.address ? <div>{billTo.address}</div> : null}
              {billTo.city || billTo.postcode ? (
                <div>{[billTo.city, billTo.postcode].filter(Boolean).join(' ')}</div>
              ) : null}
              {billTo.countryCode ? <div>{billTo.countryCode}</div> : null}
              {billTo.email ? <div>{billTo.email}</div> : null}
              {billTo.taxNumber ? (
                <div>{t('document.taxNumber', { number: billTo.taxNumber })}</div>
              ) : null}
            </address>
          </div>
          <div className="col-md-6">
            <dl className="invoice-facts mb-0">
              {facts.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        </div>
        <InvoiceLines invoice={invoice} />
        {invoice.taxNote ? <p className="mt-3 mb-0 small">{invoice.taxNote}</p> : null}
        {invoice.payment ? (
          <InvoicePayment payment={invoice.payment} formatDate={formatDate} />
        ) : null}
        {invoice.reason ? (
          <p className="mt-3 mb-0 small text-body-secondary">
            {t('document.reason', { reason: invoice.reason })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
