import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A missing, tampered or expired q: nothing to set up without signing in again. */
export function InvalidSetupLink() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="agency-setup__title">{t('setup.invalidTitle')}</h1>
      <p className="agency-setup__lead">{t('setup.invalidText')}</p>
      <Link className="btn btn-primary" to={paths.login.getHref()}>
        {t('setup.goToSignIn')}
      </Link>
    </>
  );
}
