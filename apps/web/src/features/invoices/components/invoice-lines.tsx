import { useTranslation } from 'react-i18next';
import Table from 'react-bootstrap/Table';
import type { TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { formatMessagePrice } from '@resonate/contracts/billing/invoices';

/** The lines, then subtotal, discount, tax and total, all from minor units. */
export function InvoiceLines({ invoice }: { invoice: TInvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const amount = (minor: number) => formatMoney(minor, invoice.currency);
  return (
    <Table className="invoice-lines mb-0 align-middle">
      <thead>
        <tr>
          <th scope="col">{t('lines.description')}</th>
          <th scope="col" className="text-end">
            {t('lines.quantity')}
          </th>
          <th scope="col" className="text-end">
            {t('lines.unitPrice')}
          </th>
          <th scope="col" className="text-end">
            {t('lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>{line.description}</td>
            <td className="text-end">{line.quantity.toLocaleString('en-GB')}</td>
            <td className="text-end">
              {line.unitPriceMilli === null
                ? amount(line.unitPriceMinor)
                : formatMessagePrice(line.unitPriceMilli, invoice.currency)}
            </td>
            <td className="text-end">{amount(line.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="text-end fw-normal">
            {t('totals.subtotal')}
          </th>
          <td className="text-end">{amount(invoice.subtotalMinor)}</td>
        </tr>
        {invoice.discountMinor !== 0 ? (
          <tr>
            <th scope="row" colSpan={3} className="text-end fw-normal">
              {invoice.promoCode
                ? t('totals.discountCode', { code: invoice.promoCode })
                : t('totals.discount')}
            </th>
            <td className="text-end">{amount(-invoice.discountMinor)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row" colSpan={3} className="text-end fw-normal">
            {t('totals.tax', { label: invoice.taxLabel, rate: invoice.taxRateBp / 100 })}
          </th>
          <td className="text-end">{amount(invoice.taxMinor)}</td>
        </tr>
        <tr className="invoice-lines__total">
          <th scope="row" colSpan={3} className="text-end">
            {t('totals.total', { currency: invoice.currency })}
          </th>
          <td className="text-end" data-testid="invoice-total">
            {amount(invoice.totalMinor)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
