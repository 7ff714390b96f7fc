import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { NOTIFICATION_PAGE_SIZES } from '@resonate/contracts/notifications';

/** 'Showing 11–20 of 42', a page-size choice and previous/next. */
export function Pager({
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = Math.min(total, pageNo * pageSize);
  return (
    <nav className="pager" aria-label={t('notifications.paging')}>
      <span className="pager__summary">{t('notifications.showing', { first, last, total })}</span>
      <Form.Group controlId="notification-page-size" className="pager__size">
        <Form.Label>{t('notifications.pageSize')}</Form.Label>
        <Form.Select
          size="sm"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {NOTIFICATION_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="pager__steps">
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo - 1)}
          disabled={pageNo <= 1}
          aria-label={t('notifications.previous')}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        <span>{t('notifications.pageOf', { page: pageNo, pages })}</span>
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo + 1)}
          disabled={pageNo >= pages}
          aria-label={t('notifications.next')}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
