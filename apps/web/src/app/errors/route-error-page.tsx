import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error screen (spec section 8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="status-page status-page--full" role="alert">
      <h1 className="status-page__title">{t('errors.routerError')}</h1>
      <p className="status-page__text">{t('errors.routerErrorHint')}</p>
      {detail ? <p className="status-page__detail">{detail}</p> : null}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
