import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';

/** Previous / next with "rows x–y of n": admin lists are short, so no page numbers. */
export function Pager({
  pageNo,
  pageSize,
  totalRows,
  onPage,
}: {
  pageNo: number;
  pageSize: number;
  totalRows: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('admin');
  const last = Math.max(1, Math.ceil(totalRows / pageSize));
  const from = (pageNo - 1) * pageSize + 1;
  const to = Math.min(totalRows, pageNo * pageSize);
  return (
    <nav
      className="d-flex align-items-center justify-content-end gap-2"
      aria-label={t('common.pages')}
    >
      <span className="small text-body-secondary">
        {t('common.range', { from, to, total: totalRows })}
      </span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        aria-label={t('common.previous')}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={pageNo >= last}
        onClick={() => onPage(pageNo + 1)}
        aria-label={t('common.next')}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
