import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PAGE_SIZES } from '@resonate/contracts/notifications';
import { Pager, pageCount } from '@/shared/components/pager';

/** 'Showing 11–20 of 42', a page-size choice and previous/next, in the notifications' words. */
export function NotificationsPager({
  pageNo,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation('pages');
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = Math.min(total, pageNo * pageSize);
  return (
    <Pager
      pageNo={pageNo}
      pageSize={pageSize}
      totalRows={total}
      onPage={onPage}
      label={t('notifications.paging')}
      summary={t('notifications.showing', { first, last, total })}
      position={t('notifications.pageOf', { page: pageNo, pages: pageCount(total, pageSize) })}
      previousLabel={t('notifications.previous')}
      nextLabel={t('notifications.next')}
      pageSizes={{
        label: t('notifications.pageSize'),
        sizes: NOTIFICATION_PAGE_SIZES,
        onChange: onPageSize,
      }}
    />
  );
}
