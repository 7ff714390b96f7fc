import type { UseQueryResult } from '@tanstack/react-query';
import { CircleExclamationPoint, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';

export type TSkeletonShape = 'chart' | 'rows' | 'kpi';

/**
 * One dashboard widget: a card whose body follows its own query. A skeleton until the first
 * figures arrive; the last figures dimmed while a new range loads; an error with a retry; an
 * empty state when the range holds nothing to show.
 */
export function WidgetCard<T>({
  id,
  title,
  query,
  isEmpty,
  emptyText,
  skeleton = 'chart',
  actions,
  children,
}: {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  skeleton?: TSkeletonShape;
  actions?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const { data } = query;
  const refreshing = query.isFetching && (query.isPlaceholderData || query.isRefetching);
  let body: ReactNode;
  if (query.isError && !query.isFetching) {
    body = (
      <div className="dashboard-widget__state" role="alert">
        <CircleExclamationPoint size={24} aria-hidden="true" className="text-danger" />
        <p className="mb-1 fw-medium">{t('widget.errorTitle')}</p>
        <p className="text-body-secondary small mb-2">{query.error.message}</p>
        <Button size="sm" variant="outline-primary" onClick={() => void query.refetch()}>
          <RefreshCw size={14} aria-hidden="true" className="me-1" />
          {t('widget.retry')}
        </Button>
      </div>
    );
  } else if (data === undefined) {
    body = <WidgetSkeleton shape={skeleton} label={t('widget.loading', { title })} />;
  } else if (isEmpty(data)) {
    body = (
      <div className="dashboard-widget__state">
        <Inbox size={24} aria-hidden="true" className="text-body-tertiary" />
        <p className="mb-0 text-body-secondary">{emptyText}</p>
      </div>
    );
  } else {
    body = children(data);
  }

  return (
    <section
      className="card app-card dashboard-widget h-100"
      aria-labelledby={`${id}-title`}
      aria-busy={query.isFetching}
      data-widget={id}
    >
      <div className="dashboard-widget__head">
        <h2 id={`${id}-title`} className="dashboard-widget__title">
          {title}
        </h2>
        {data !== undefined && actions ? actions(data) : null}
      </div>
      <div className={`dashboard-widget__body${refreshing ? ' is-refreshing' : ''}`}>{body}</div>
    </section>
  );
}

function WidgetSkeleton({ shape, label }: { shape: TSkeletonShape; label: string }) {
  return (
    <div
      className={`dashboard-skeleton dashboard-skeleton--${shape}`}
      role="status"
      aria-label={label}
    >
      {shape === 'rows' ? (
        [0, 1, 2, 3, 4].map((row) => (
          <span key={row} className="placeholder-glow d-block">
            <span className="placeholder col-12" />
          </span>
        ))
      ) : (
        <>
          {shape === 'kpi' ? (
            <span className="placeholder-glow d-block">
              <span className="placeholder col-6 dashboard-skeleton__kpi" />
            </span>
          ) : null}
          <span className="placeholder-glow d-block">
            <span className="placeholder col-12 dashboard-skeleton__block" />
          </span>
        </>
      )}
    </div>
  );
}
