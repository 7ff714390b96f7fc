import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  LICENCE_TYPES,
  type TLicenceFrequency,
} from '@resonate/contracts/onboarding/licence-types';
import type { TLicenceChoice } from '@resonate/contracts/onboarding/payment';
import { paths } from '@/config/paths';
import { withQuery } from '@/shared/lib/landing-path';
import { selectLicenceType, useLicenceChoice } from '../api/payment';
import { LinkProblem } from '../components/link-problem';
import { OnboardingSteps } from '../components/onboarding-steps';
import { FrequencyToggle } from '../components/payment/frequency-toggle';
import { LicenceTypeCard } from '../components/payment/licence-type-card';
import { useOnboardingQ } from '../hooks/use-onboarding-q';
import '../components/onboarding.scss';

/** /Licensetype?q=...: the licence type catalogue; a choice goes on to the payment. */
export default function LicenseTypePage() {
  const { t } = useTranslation('onboarding');
  const q = useOnboardingQ();
  const choice = useLicenceChoice(q);
  let body;
  if (q === '' || choice.isError) {
    body = (
      <LinkProblem
        title={t('problem.title')}
        message={choice.error?.message ?? t('problem.noLink')}
        actionLabel={t('problem.signIn')}
        actionHref={paths.login.getHref()}
      />
    );
  } else if (!choice.data) {
    body = <CardsSkeleton label={t('loading')} />;
  } else if (choice.data.paymentCompleted) {
    body = (
      <LinkProblem
        title={t('problem.paidTitle')}
        message={t('problem.paid')}
        actionLabel={t('problem.signIn')}
        actionHref={paths.login.getHref()}
      />
    );
  } else {
    body = <LicenceChoice q={q} choice={choice.data} />;
  }
  return (
    <div className="onboarding-page onboarding-page--wide">
      <OnboardingSteps current="licence" />
      {body}
    </div>
  );
}

function LicenceChoice({ q, choice }: { q: string; choice: TLicenceChoice }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [frequency, setFrequency] = useState<TLicenceFrequency>(choice.frequency);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const types = LICENCE_TYPES.filter((type) => type.isAgency === choice.isAgency);

  const choose = async (licenceTypeId: number) => {
    setBusyId(licenceTypeId);
    setError(null);
    try {
      const next = await selectLicenceType({ q, licenceTypeId, frequency });
      await navigate(withQuery(paths.payment.getHref(), next.q));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="licence-title">
      <div className="onboarding-page__intro">
        <h1 id="licence-title" className="onboarding-page__title">
          {t('licenceType.title')}
        </h1>
        <p className="onboarding-page__subtitle">
          {t('licenceType.subtitle', { client: choice.clientName })}
        </p>
        <FrequencyToggle value={frequency} onChange={setFrequency} />
      </div>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className={`licence-types licence-types--${types.length}`}>
        {types.map((type) => (
          <LicenceTypeCard
            key={type.id}
            type={type}
            frequency={frequency}
            current={type.id === choice.licenceTypeId && frequency === choice.frequency}
            busy={busyId === type.id}
            disabled={busyId !== null}
            onChoose={() => void choose(type.id)}
          />
        ))}
      </div>
      <p className="licence-types__note">{t('licenceType.pricesNote')}</p>
      <div className="licence-key-path">
        <KeyRound size={20} aria-hidden="true" />
        <span>{t('licenceType.haveKey')}</span>
        <Link to={withQuery(paths.accountActivate.getHref(), q)}>
          {t('licenceType.activateKey')}
        </Link>
      </div>
    </section>
  );
}

function CardsSkeleton({ label }: { label: string }) {
  return (
    <div className="licence-types licence-types--3 placeholder-glow" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {[1, 2, 3].map((n) => (
        <div key={n} className="licence-type-card licence-type-card--skeleton">
          <span className="placeholder col-6" />
          <span className="placeholder col-8 placeholder-lg" />
          <span className="placeholder col-10" />
          <span className="placeholder col-9" />
        </div>
      ))}
    </div>
  );
}
