import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { paths } from '@/config/paths';
import { withQuery } from '@/shared/lib/landing-path';
import { usePaymentDetails } from '../api/payment';
import { LinkProblem } from '../components/link-problem';
import { OnboardingSteps } from '../components/onboarding-steps';
import { CardForm } from '../components/payment/card-form';
import { PlanSummary } from '../components/payment/plan-summary';
import { PromoCodeField } from '../components/payment/promo-code-field';
import { TaxNumberField } from '../components/payment/tax-number-field';
import { useOnboardingQ } from '../hooks/use-onboarding-q';
import { usePayment } from '../hooks/use-payment';
import { storeCodesFromUrl } from '../lib/stored-codes';
import '../components/onboarding.scss';

/** /payment?q=...: the plan to pay (spec section 2), promo and partner codes, and the card. */
export default function PaymentPage() {
  const { t } = useTranslation('onboarding');
  const q = useOnboardingQ();
  const [search] = useSearchParams();
  useEffect(() => storeCodesFromUrl(search), [search]);
  const details = usePaymentDetails(q);
  const signIn = { actionLabel: t('problem.signIn'), actionHref: paths.login.getHref() };
  let body;
  if (q === '' || details.isError) {
    body = (
      <LinkProblem
        title={t('problem.title')}
        message={details.error?.message ?? t('problem.noLink')}
        {...signIn}
      />
    );
  } else if (!details.data) {
    body = <PaymentSkeleton label={t('loading')} />;
  } else if (details.data.paymentCompleted) {
    body = <LinkProblem title={t('problem.paidTitle')} message={t('problem.paid')} {...signIn} />;
  } else if (!details.data.planChosen) {
    body = (
      <LinkProblem
        title={t('payment.noPlan.title')}
        message={t('payment.noPlan.text')}
        actionLabel={t('payment.noPlan.action')}
        actionHref={withQuery(paths.licenseType.getHref(), q)}
      />
    );
  } else {
    body = <Checkout q={q} details={details.data} />;
  }
  return (
    <div className="onboarding-page onboarding-page--wide">
      <OnboardingSteps current="payment" />
      {body}
    </div>
  );
}

function Checkout({ q, details }: { q: string; details: TPaymentDetails }) {
  const { t, i18n } = useTranslation('onboarding');
  const [base, setBase] = useState(details);
  const [withPromo, setWithPromo] = useState<TPaymentDetails | null>(null);
  const shown = withPromo ?? base;
  const { form, declined, paid, submit } = usePayment(q, details);
  const total = formatMoney(shown.quote.totalMinor, shown.quote.currency, i18n.language);
  if (paid) {
    return (
      <LinkProblem
        title={t('payment.paid.title')}
        message={t('payment.paid.text', { invoice: paid.invoiceNumber })}
        actionLabel={t('problem.signIn')}
        actionHref={paths.login.getHref()}
      />
    );
  }
  return (
    <section aria-labelledby="payment-title">
      <div className="onboarding-page__intro">
        <h1 id="payment-title" className="onboarding-page__title">
          {t('payment.title')}
        </h1>
        <p className="onboarding-page__subtitle">
          {t('payment.subtitle', { client: details.clientName })}
        </p>
      </div>
      <div className="payment-layout">
        <div className="card app-card onboarding-card payment-layout__form">
          <div className="card-body">
            <CardForm
              form={form}
              declined={declined}
              payLabel={t('payment.pay', { amount: total })}
              onSubmit={(event) => void submit(shown.quote.promoCode ?? '')(event)}
            />
          </div>
        </div>
        <aside className="card app-card onboarding-card payment-layout__summary">
          <div className="card-body">
            <PlanSummary
              details={shown}
              changePlanHref={withQuery(paths.licenseType.getHref(), q)}
            />
            <TaxNumberField
              q={q}
              details={shown}
              onChange={(next) => {
                setBase(next);
                if (withPromo) setWithPromo(next);
              }}
              disabled={form.formState.isSubmitting}
            />
            <PromoCodeField
              q={q}
              applied={withPromo?.quote ?? null}
              onChange={setWithPromo}
              disabled={form.formState.isSubmitting}
            />
            <p className="payment-layout__trust">
              <CheckCircle2 size={16} aria-hidden="true" /> {t('payment.trust')}
            </p>
          </div>
        </aside>
      </div>
    </section>
  );
}

function PaymentSkeleton({ label }: { label: string }) {
  return (
    <div className="payment-layout placeholder-glow" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className="card app-card onboarding-card payment-layout__form">
        <div className="card-body">
          <span className="placeholder col-12 onboarding-card__skeleton" />
        </div>
      </div>
      <div className="card app-card onboarding-card payment-layout__summary">
        <div className="card-body">
          <span className="placeholder col-12 onboarding-card__skeleton" />
        </div>
      </div>
    </div>
  );
}
