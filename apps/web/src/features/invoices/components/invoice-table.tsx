import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Table from 'react-bootstrap/Table';
import type { TInvoiceSummary } from '@resonate/contracts/billing/invoices';
import { paths } from '@/config/paths';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { formatPeriodName } from '@resonate/contracts/format/month-name';

export const invoiceHref = (invoiceId: number) =>
  `${paths.invoices.invoice.getHref()}?id=${invoiceId}`;

/** Invoices and credit notes: number (a link), period, dates, status and total. */
export function InvoiceTable({
  invoices,
  formatDate,
}: {
  invoices: readonly TInvoiceSummary[];
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Table responsive hover className="mb-0 align-middle">
      <thead>
        <tr>
          <th scope="col">{t('columns.number')}</th>
          <th scope="col">{t('columns.period')}</th>
          <th scope="col">{t('columns.issued')}</th>
          <th scope="col">{t('columns.due')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col" className="text-end">
            {t('columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceId}>
            <td>
              <Link to={invoiceHref(invoice.invoiceId)} className="fw-semibold">
                {invoice.invoiceNumber}
              </Link>
              {invoice.kind === 'credit_note' ? (
                <div className="small text-body-secondary">
                  {t('list.creditFor', { number: invoice.creditedInvoiceNumber })}
                </div>
              ) : null}
            </td>
            <td>{formatPeriodName(invoice.period)}</td>
            <td>{formatDate(invoice.issuedAt)}</td>
            <td>{invoice.dueAt && invoice.kind === 'invoice' ? formatDate(invoice.dueAt) : '—'}</td>
            <td>
              <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
            </td>
            <td className="text-end font-monospace">
              {formatMoney(invoice.totalMinor, invoice.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
