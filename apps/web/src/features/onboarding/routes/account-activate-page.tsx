import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TLicenceSubmitResult } from '@resonate/contracts/onboarding/licence';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { ActivationDone } from '../components/licence/activation-done';
import { ActivationForm } from '../components/licence/activation-form';
import { readOnboardingClaims } from '../components/licence/onboarding-claims';
import '../components/licence/account-activate.scss';

/**
 * /account-activate?q=...: where 'Licensekey not validated' sends a sign-in (spec section 4).
 * The q names the account; the page takes its licence key and activates it.
 */
export default function AccountActivatePage() {
  const { t } = useTranslation('licence');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const claims = readOnboardingClaims(q);
  const [result, setResult] = useState<TLicenceSubmitResult | null>(null);

  let content;
  if (result) {
    content = <ActivationDone result={result} clientName={claims?.clientName ?? ''} />;
  } else if (!claims) {
    content = (
      <>
        <h1 className="account-activate__title">{t('activate.invalidLinkTitle')}</h1>
        <p className="account-activate__lead">{t('activate.invalidLinkText')}</p>
        <Link className="btn btn-primary btn-lg w-100" to={paths.login.getHref()}>
          {t('activate.goToSignIn')}
        </Link>
      </>
    );
  } else {
    content = (
      <>
        <h1 className="account-activate__title">{t('activate.title')}</h1>
        <p className="account-activate__lead">
          {claims.clientName
            ? t('activate.lead', { clientName: claims.clientName })
            : t('activate.leadNoName')}
        </p>
        <ActivationForm q={q} onActivated={setResult} />
      </>
    );
  }

  return (
    <div className="account-activate">
      <div className="card account-activate__card">
        <div className="card-body">
          <div className="account-activate__logo">
            <Logo />
          </div>
          {content}
          {result ? null : (
            <p className="account-activate__alt">
              <Link to={paths.login.getHref()}>{t('activate.signInInstead')}</Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
