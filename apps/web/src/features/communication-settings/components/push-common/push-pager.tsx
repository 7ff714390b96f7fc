import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';

/** Previous / next with "x–y of n" under a server-paged push list. */
export function PushPager({
  page,
  pageSize,
  totalRows,
  onPage,
}: {
  page: number;
  pageSize: number;
  totalRows: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('pushSettings');
  if (totalRows <= pageSize && page === 1) return null;
  const last = Math.max(1, Math.ceil(totalRows / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(totalRows, page * pageSize);
  return (
    <nav
      className="d-flex align-items-center justify-content-end gap-2 mt-2"
      aria-label={t('pager.label')}
    >
      <span className="small text-body-secondary">
        {t('pager.range', { from, to, total: totalRows })}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager.previous')}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager.next')}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
