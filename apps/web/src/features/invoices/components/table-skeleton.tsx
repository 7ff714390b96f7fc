import { useTranslation } from 'react-i18next';

/** Placeholder rows while the invoices load. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('invoices');
  return (
    <div className="card-body placeholder-glow" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="d-flex gap-3 mb-3">
          <span className="placeholder col-2" />
          <span className="placeholder col-2" />
          <span className="placeholder col-2" />
          <span className="placeholder col-1" />
          <span className="placeholder col-2 ms-auto" />
        </div>
      ))}
    </div>
  );
}
