import { useTranslation } from 'react-i18next';

/** A signed-in user whose permissions deny the dashboard itself (nowhere left to redirect). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="status-page">
      <h1 className="status-page__title">{t('errors.forbiddenTitle')}</h1>
      <p className="status-page__text">{t('errors.forbidden')}</p>
    </div>
  );
}
