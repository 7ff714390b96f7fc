import { useTranslation } from 'react-i18next';
import type { TInvoicePayment } from '@resonate/contracts/billing/invoices';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** How a paid invoice was paid: when, by which card (or reference) and how much. */
export function InvoicePayment({
  payment,
  formatDate,
}: {
  payment: TInvoicePayment;
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('invoices');
  const how = payment.cardLast4
    ? t('payment.card', {
        brand: BRAND_NAMES[payment.cardBrand ?? ''] ?? t('payment.cardFallback'),
        last4: payment.cardLast4,
      })
    : payment.reference;
  return (
    <section className="invoice-payment mt-4" aria-labelledby="invoice-payment-title">
      <h3 id="invoice-payment-title" className="h6 text-body-secondary text-uppercase small">
        {t('payment.title')}
      </h3>
      <dl className="invoice-facts mb-0">
        <dt>{t('payment.paidOn')}</dt>
        <dd>{formatDate(payment.paidAt)}</dd>
        <dt>{t('payment.method')}</dt>
        <dd>{how}</dd>
        <dt>{t('payment.amount')}</dt>
        <dd>{formatMoney(payment.amountMinor, payment.currency)}</dd>
        {payment.cardLast4 && payment.reference ? (
          <>
            <dt>{t('payment.reference')}</dt>
            <dd className="text-break">{payment.reference}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
