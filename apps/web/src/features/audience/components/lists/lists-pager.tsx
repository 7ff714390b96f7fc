import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { LIST_PAGE_SIZES } from '@resonate/contracts/audience/lists';
import { groupThousands } from '@resonate/contracts/patterns';

/** "1–25 of 312", the page size, and previous/next. */
export function ListsPager({
  pageNo,
  pageSize,
  shown,
  total,
  onPage,
  onPageSize,
}: {
  pageNo: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const sizeId = useId();
  const first = shown === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + shown - 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="lists-pager" aria-label={t('pager.label')}>
      <span className="lists-pager__summary">
        {t('pager.range', {
          first: groupThousands(first),
          last: groupThousands(last),
          total: groupThousands(total),
        })}
      </span>
      <Form.Group controlId={sizeId} className="lists-pager__size">
        <Form.Label>{t('pager.pageSize')}</Form.Label>
        <Form.Select
          size="sm"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {LIST_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="lists-pager__steps">
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo - 1)}
          disabled={pageNo <= 1}
          aria-label={t('pager.previous')}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo + 1)}
          disabled={pageNo >= pages}
          aria-label={t('pager.next')}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
