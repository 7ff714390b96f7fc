import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAccessToken } from '@/shared/storage/local-storage';
import { notFoundTarget } from '../guards/guard-rules';

/** Any unknown path (spec section 2). The button depends on a stored access token. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const hasToken = getAccessToken() !== null;
  return (
    <div className="status-page">
      <div className="status-page__code" aria-hidden="true">
        {t('errors.notFoundCode')}
      </div>
      <h1 className="status-page__title">{t('errors.notFound')}</h1>
      <p className="status-page__text">{t('errors.notFoundHint')}</p>
      <Link to={notFoundTarget(hasToken)} className="btn btn-primary">
        {hasToken ? t('errors.goDashboard') : t('errors.goLogin')}
      </Link>
    </div>
  );
}

export default NotFoundPage;
