import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { canChangeFeature } from '@/shared/storage/permissions';

/** Grey rows in the table's shape while the first page loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('communications');
  return (
    <div className="comm-skeleton" role="status" aria-label={t('states.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="comm-skeleton__row placeholder-glow">
          <span className="placeholder col-4" />
          <span className="placeholder col-2" />
          <span className="placeholder col-2" />
          <span className="placeholder col-3" />
        </div>
      ))}
    </div>
  );
}

/** The first load failed: say so, and offer to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('communications');
  return (
    <div className="comm-state" role="alert">
      <p className="mb-2">{t('states.loadFailed')}</p>
      <Button variant="outline-primary" size="sm" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

/** No communication at all yet (the toolbar above offers to create one), or none matching. */
export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('communications');
  if (filtered) {
    return (
      <div className="comm-state">
        <p className="mb-2">{t('states.noMatch')}</p>
        <Button variant="link" size="sm" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    );
  }
  return (
    <div className="comm-state comm-state--empty">
      <Megaphone size={32} aria-hidden="true" className="text-primary mb-2" />
      <h3 className="h6">{t('states.emptyTitle')}</h3>
      <p className="text-body-secondary mb-0">
        {canChangeFeature(FEATURE_IDS.communications, 'create')
          ? t('states.emptyBody')
          : t('states.emptyBodyReadOnly')}
      </p>
    </div>
  );
}
