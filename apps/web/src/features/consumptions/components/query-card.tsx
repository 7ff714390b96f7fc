import type { UseQueryResult } from '@tanstack/react-query';
import { CircleExclamationPoint, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';

/**
 * A card whose body follows its query: a skeleton until the first answer, the last figures
 * dimmed while another month loads, an error with a retry, an empty state.
 */
export function QueryCard<T>({
  id,
  title,
  query,
  isEmpty = () => false,
  emptyText = '',
  actions,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  actions?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('consumption');
  const { data } = query;
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = (
      <div className="consumption-card__state" role="alert">
        <CircleExclamationPoint size={24} aria-hidden="true" className="text-danger" />
        <p className="mb-1 fw-medium">{t('card.errorTitle')}</p>
        <p className="text-body-secondary small mb-2">{query.error.message}</p>
        <Button size="sm" variant="outline-primary" onClick={() => void query.refetch()}>
          <RefreshCw size={14} aria-hidden="true" className="me-1" />
          {t('card.retry')}
        </Button>
      </div>
    );
  } else if (data === undefined) {
    body = (
      <div role="status" aria-label={t('card.loading', { title })}>
        {[0, 1, 2, 3].map((row) => (
          <span key={row} className="placeholder-glow d-block mb-2">
            <span className="placeholder col-12" />
          </span>
        ))}
      </div>
    );
  } else if (isEmpty(data)) {
    body = (
      <div className="consumption-card__state">
        <Inbox size={24} aria-hidden="true" className="text-body-tertiary" />
        <p className="mb-0 text-body-secondary">{emptyText}</p>
      </div>
    );
  } else {
    body = children(data);
  }
  const refreshing = query.isFetching && query.isPlaceholderData;
  return (
    <section
      className="card app-card consumption-card h-100"
      aria-labelledby={`${id}-title`}
      aria-busy={query.isFetching}
    >
      <div className="consumption-card__head">
        <h2 id={`${id}-title`} className="consumption-card__title">
          {title}
        </h2>
        {actions}
      </div>
      <div className={`consumption-card__body${refreshing ? ' is-refreshing' : ''}`}>{body}</div>
    </section>
  );
}
