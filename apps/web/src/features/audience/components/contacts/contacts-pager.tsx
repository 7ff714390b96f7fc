import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { CONTACT_PAGE_NO_MAX, CONTACT_PAGE_SIZES } from '@resonate/contracts/audience/contacts';
import { groupThousands } from '@resonate/contracts/patterns';
import { formatTotal } from './contacts-total';

/** "1–25 of 3,004" (or "of about 1.2M"), the page size, and previous/next. */
export function ContactsPager({
  pageNo,
  pageSize,
  shown,
  total,
  isEstimate,
  onPage,
  onPageSize,
}: {
  pageNo: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  isEstimate: boolean;
  onPage: (pageNo: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation('audience');
  const first = shown === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = first === 0 ? 0 : first + shown - 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // An estimated total cannot say where the end is; a short page can.
  const hasNext =
    shown === pageSize && (isEstimate || pageNo < pages) && pageNo < CONTACT_PAGE_NO_MAX;
  const range = {
    first: groupThousands(first),
    last: groupThousands(last),
    total: formatTotal(total, isEstimate),
  };
  return (
    <nav className="contacts-pager" aria-label={t('pager.label')}>
      <span className="contacts-pager__summary">
        {isEstimate ? t('pager.rangeAbout', range) : t('pager.range', range)}
      </span>
      <Form.Group controlId="contacts-page-size" className="contacts-pager__size">
        <Form.Label>{t('pager.pageSize')}</Form.Label>
        <Form.Select
          size="sm"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
        >
          {CONTACT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="contacts-pager__steps">
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo - 1)}
          disabled={pageNo <= 1}
          aria-label={t('pager.previous')}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        <span>
          {isEstimate
            ? t('pager.page', { page: groupThousands(pageNo) })
            : t('pager.pageOf', { page: groupThousands(pageNo), pages: groupThousands(pages) })}
        </span>
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo + 1)}
          disabled={!hasNext}
          aria-label={t('pager.next')}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
