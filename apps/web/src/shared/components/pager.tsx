import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';

/**
 * Previous / next with "x–y of n" under a server-paged list that is usually short, so no page
 * numbers. `hideWhenOnePage` leaves it out while everything fits on the first page.
 */
export function Pager({
  pageNo,
  pageSize,
  totalRows,
  onPage,
  hideWhenOnePage = false,
  className,
}: {
  pageNo: number;
  pageSize: number;
  totalRows: number;
  onPage: (pageNo: number) => void;
  hideWhenOnePage?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (hideWhenOnePage && totalRows <= pageSize && pageNo === 1) return null;
  const last = Math.max(1, Math.ceil(totalRows / pageSize));
  const from = (pageNo - 1) * pageSize + 1;
  const to = Math.min(totalRows, pageNo * pageSize);
  return (
    <nav
      className={`d-flex align-items-center justify-content-end gap-2 ${className ?? ''}`}
      aria-label={t('pager.label')}
    >
      <span className="small text-body-secondary">
        {t('pager.range', { from, to, total: totalRows })}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        aria-label={t('pager.previous')}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={pageNo >= last}
        onClick={() => onPage(pageNo + 1)}
        aria-label={t('pager.next')}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
