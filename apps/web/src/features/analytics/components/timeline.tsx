import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useTimeline } from '../api/timeline';
import { useOnVisible } from '../hooks/use-on-visible';
import { groupByDay } from '../lib/timeline-days';
import { TableSkeleton } from './skeletons';
import { TimelineItem } from './timeline-item';

/**
 * Every message and event of the person across channels, newest first, grouped by day. The
 * next page loads when the end of the list scrolls into view, or with the button (keyboard).
 */
export function Timeline({ passportId }: { passportId: string }) {
  const { t } = useTranslation('analytics360');
  const { formatDate } = useDateTimeFormat();
  const timeline = useTimeline(passportId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, hasNextPage && !isFetchingNextPage);
  const items = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  const days = groupByDay(items, formatDate);

  return (
    <section className="card app-card" aria-labelledby="a360-timeline-title">
      <div className="card-header d-flex align-items-center gap-2">
        <History size={16} aria-hidden="true" />
        <h2 id="a360-timeline-title" className="h6 mb-0">
          {t('timeline.title')}
        </h2>
      </div>
      {timeline.isPending ? (
        <TableSkeleton label={t('state.loading')} rows={5} />
      ) : timeline.isError && items.length === 0 ? (
        <div className="card-body" role="alert">
          <p>{t('state.error')}</p>
          <Button variant="outline-primary" size="sm" onClick={() => void timeline.refetch()}>
            {t('state.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="card-body mb-0 text-body-secondary">{t('timeline.empty')}</p>
      ) : (
        <div className="card-body a360-timeline" aria-busy={isFetchingNextPage}>
          {days.map((day) => (
            <section key={day.key} className="a360-timeline__day" aria-label={day.key}>
              <h3 className="a360-timeline__date">{day.key}</h3>
              <ol className="a360-timeline__events">
                {day.items.map((item) => (
                  <TimelineItem key={item.eventId} item={item} />
                ))}
              </ol>
            </section>
          ))}
          <div ref={sentinel} />
          {hasNextPage ? (
            <div className="text-center">
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={loadMore}
                disabled={isFetchingNextPage}
              >
                {isFetchingNextPage ? t('timeline.loadingMore') : t('timeline.loadMore')}
              </Button>
            </div>
          ) : (
            <p className="a360-timeline__end" role="status">
              {t('timeline.end')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
