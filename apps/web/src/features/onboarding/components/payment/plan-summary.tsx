import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelName } from '@resonate/contracts/channels';
import type { TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

/**
 * The order: plan, frequency, seats and channels, then amount, sale price, promo discount, tax
 * and the total to pay, all as the server quoted them.
 */
export function PlanSummary({
  details,
  changePlanHref,
}: {
  details: TPaymentDetails;
  changePlanHref: string;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const { quote } = details;
  const money = (minor: number) => formatMoney(minor, quote.currency, i18n.language);
  const channels = details.channelIds.map((id) => channelName(id) ?? String(id));
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="h5 plan-summary__title">
        {t('payment.summary.title')}
      </h2>
      <div className="plan-summary__plan">
        <div>
          <p className="plan-summary__name">
            {t('payment.summary.plan', { name: details.licenceTypeName })}
          </p>
          <p className="plan-summary__meta">
            {t(`payment.summary.billed.${details.frequency}`)} ·{' '}
            {t('licenceType.seats', { count: details.seats })} ·{' '}
            {t('licenceType.channels', { count: channels.length })}
          </p>
        </div>
        <Link to={changePlanHref} className="plan-summary__change">
          {t('payment.summary.change')}
        </Link>
      </div>
      <dl className="plan-summary__lines">
        <div>
          <dt>{t('payment.summary.client')}</dt>
          <dd>{details.clientName}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.frequency')}</dt>
          <dd>{t(`licenceType.frequency.${details.frequency}`)}</dd>
        </div>
        <div>
          <dt>{t('payment.summary.amount')}</dt>
          <dd
            className={
              quote.amountMinor > quote.salePriceMinor ? 'plan-summary__list-price' : undefined
            }
          >
            {money(quote.amountMinor)}
          </dd>
        </div>
        <div>
          <dt>{t('payment.summary.salePrice')}</dt>
          <dd>{money(quote.salePriceMinor)}</dd>
        </div>
        {quote.promoCode ? (
          <div className="plan-summary__discount">
            <dt>{t('payment.summary.discount', { code: quote.promoCode })}</dt>
            <dd>−{money(quote.discountMinor)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {quote.taxRateBp > 0 || quote.taxNote
              ? t('payment.summary.tax', { label: quote.taxLabel, rate: quote.taxRateBp / 100 })
              : t('payment.summary.noTax')}
          </dt>
          <dd>{money(quote.taxMinor)}</dd>
        </div>
        {quote.taxNote ? <p className="plan-summary__note small mb-0">{quote.taxNote}</p> : null}
        <div className="plan-summary__total">
          <dt>{t('payment.summary.total')}</dt>
          <dd>{money(quote.totalMinor)}</dd>
        </div>
      </dl>
      <p className="plan-summary__order">{t('payment.summary.order', { id: details.orderId })}</p>
    </section>
  );
}
