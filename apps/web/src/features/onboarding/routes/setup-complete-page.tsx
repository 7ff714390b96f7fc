import { ArrowRight, Building2, Mail, PartyPopper, RadioTower, UsersRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { CreatedBrands } from '../components/agency-setup/created-brands';
import { InvalidSetupLink } from '../components/agency-setup/invalid-setup-link';
import { useSetupSummary } from '../components/agency-setup/setup-api';
import { SetupSteps } from '../components/agency-setup/setup-steps';
import '../components/agency-setup/agency-setup.scss';

const NEXT_STEPS: readonly { id: string; Icon: ComponentType<{ size?: number }> }[] = [
  { id: 'signIn', Icon: Mail },
  { id: 'switch', Icon: Building2 },
  { id: 'team', Icon: UsersRound },
  { id: 'channels', Icon: RadioTower },
];

/**
 * /setup-complete?q=...: the agency's brands and what to do next. Signing in is the way into
 * the app: the setup link is no session, and the account may still need its one-time code.
 */
export default function SetupCompletePage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const summary = useSetupSummary(q);

  let content;
  if (!q || summary.isError) {
    content = <InvalidSetupLink />;
  } else if (summary.isPending) {
    content = (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else {
    const { agencyName, email, brands } = summary.data;
    content = (
      <>
        <SetupSteps current={2} />
        <div className="agency-setup__done-icon" aria-hidden="true">
          <PartyPopper size={28} />
        </div>
        <h1 className="agency-setup__title">{t('complete.title', { agencyName })}</h1>
        <p className="agency-setup__lead">{t('complete.lead', { count: brands.length })}</p>
        <CreatedBrands brands={brands} />
        <h2 className="agency-setup__section-title mt-4">{t('complete.nextTitle')}</h2>
        <ul className="agency-setup__next">
          {NEXT_STEPS.map(({ id, Icon }) => (
            <li key={id}>
              <span className="agency-setup__next-icon" aria-hidden="true">
                <Icon size={18} />
              </span>
              <span>
                <span className="d-block fw-semibold">{t(`complete.next.${id}.title`)}</span>
                <span className="d-block small text-body-secondary">
                  {t(`complete.next.${id}.text`, { email })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <div className="agency-setup__footer">
          <Link to={`${paths.accountSetup.getHref()}?q=${encodeURIComponent(q)}`}>
            {t('complete.addMore')}
          </Link>
          <Link className="btn btn-primary" to={paths.login.getHref()}>
            {t('complete.signIn')} <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="agency-setup">
      <div className="card agency-setup__card">
        <div className="card-body">
          <div className="mb-4">
            <Logo />
          </div>
          {content}
        </div>
      </div>
    </div>
  );
}
