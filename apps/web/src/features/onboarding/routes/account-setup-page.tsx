import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { notifySuccess } from '@/shared/lib/notify';
import { CreatedBrands } from '../components/agency-setup/created-brands';
import { InvalidSetupLink } from '../components/agency-setup/invalid-setup-link';
import { SetupBrandForm } from '../components/agency-setup/setup-brand-form';
import { useSetupSummary } from '../components/agency-setup/setup-api';
import { SetupSteps } from '../components/agency-setup/setup-steps';
import { readOnboardingClaims } from '../components/licence/onboarding-claims';
import '../components/agency-setup/agency-setup.scss';

/**
 * /account-setup?q=...: where 'Clients not created' sends an agency (spec section 4). The agency
 * creates its first brands, one transaction each, then finishes on /setup-complete.
 */
export default function AccountSetupPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const claims = readOnboardingClaims(q);
  const summary = useSetupSummary(claims ? q : '');
  const brands = summary.data?.brands ?? [];
  const finish = () => navigate(`${paths.setupComplete.getHref()}?q=${encodeURIComponent(q)}`);

  let content;
  if (!claims || summary.isError) {
    content = <InvalidSetupLink />;
  } else if (summary.isPending) {
    content = (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else {
    content = (
      <>
        <SetupSteps current={1} />
        <h1 className="agency-setup__title">{t('setup.title')}</h1>
        <p className="agency-setup__lead">
          {t('setup.lead', { agencyName: summary.data.agencyName || claims.clientName })}
        </p>
        <div className="agency-setup__layout">
          <SetupBrandForm
            q={q}
            first={brands.length === 0}
            onCreated={(brand) =>
              notifySuccess(t('setup.toastTitle'), t('setup.created', { name: brand.brandName }))
            }
          />
          <aside className="agency-setup__aside" aria-labelledby="setup-brands-title">
            <h2 id="setup-brands-title" className="agency-setup__section-title">
              {t('setup.yourBrands', { count: brands.length })}
            </h2>
            <CreatedBrands brands={brands} />
          </aside>
        </div>
        <div className="agency-setup__footer">
          <span className="small text-body-secondary">
            {brands.length === 0 ? t('setup.finishHint') : t('setup.addMoreHint')}
          </span>
          <Button onClick={finish} disabled={brands.length === 0}>
            {t('setup.finish')} <ArrowRight size={16} aria-hidden="true" />
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="agency-setup">
      <div className="card agency-setup__card">
        <div className="card-body">
          <div className="mb-4 d-flex justify-content-between align-items-center">
            <Logo />
            <Link to={paths.login.getHref()} className="small">
              {t('setup.signInAnother')}
            </Link>
          </div>
          {content}
        </div>
      </div>
    </div>
  );
}
