import { useTranslation } from 'react-i18next';

/** Shown when a page throws while rendering (spec section 2: "It's not you. It's us."). */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page" role="alert">
      <div className="status-page__art status-page__art--crash" aria-hidden="true">
        !
      </div>
      <h1 className="status-page__title">{t('errors.crash')}</h1>
      <p className="status-page__text">{t('errors.crashHint')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
