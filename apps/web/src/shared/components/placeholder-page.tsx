import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';

/**
 * A page whose feature is not built yet: the shell, a real heading and a line about what will
 * be here, never a blank screen. Texts come from the `pages` namespace by page id.
 */
export function PlaceholderPage({ id, withHeader = true }: { id: string; withHeader?: boolean }) {
  const { t } = useTranslation('pages');
  const title = t(`${id}.title`);
  return (
    <section className="placeholder-page" aria-labelledby={withHeader ? undefined : `${id}-title`}>
      {withHeader ? <PageHeader title={title} /> : null}
      <div className="card app-card placeholder-page__card">
        <div className="card-body">
          <span className="placeholder-page__icon" aria-hidden="true">
            <Sparkles size={22} />
          </span>
          {withHeader ? null : (
            <h2 id={`${id}-title`} className="h5">
              {title}
            </h2>
          )}
          <p className="placeholder-page__eyebrow">{t('common:placeholder.comingSoon')}</p>
          <p className="placeholder-page__text">{t(`${id}.description`)}</p>
        </div>
      </div>
    </section>
  );
}
