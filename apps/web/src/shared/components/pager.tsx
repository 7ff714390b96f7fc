import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import './pager.scss';

/** A rows-per-page choice; the feature owns the sizes its API accepts. */
export type TPageSizeChoice = {
  label: string;
  sizes: readonly number[];
  onChange: (pageSize: number) => void;
};

/**
 * The one pager of the app: "x–y of n", an optional rows-per-page choice, an optional
 * "Page 2 of 9", and previous/next. Features used to copy this markup four times; now each
 * passes only its own words (already translated) and, where its total is not exact, when
 * there is a next page. Everything left out falls back to the common "x–y of n" texts.
 */
export function Pager({
  pageNo,
  pageSize,
  totalRows,
  onPage,
  shown,
  hasNext,
  label,
  summary,
  position,
  previousLabel,
  nextLabel,
  pageSizes,
  hideWhenOnePage = false,
  className,
}: {
  pageNo: number;
  pageSize: number;
  totalRows: number;
  onPage: (pageNo: number) => void;
  /** Rows on this page, when the caller knows it (a short page ends the range). */
  shown?: number;
  /** Overrides "is there a page after this one" (an estimated total cannot say). */
  hasNext?: boolean;
  label?: string;
  summary?: ReactNode;
  position?: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  pageSizes?: TPageSizeChoice;
  hideWhenOnePage?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  if (hideWhenOnePage && totalRows <= pageSize && pageNo === 1) return null;
  const pages = pageCount(totalRows, pageSize);
  const range = pageRange(pageNo, pageSize, totalRows, shown);
  return (
    <nav className={`app-pager ${className ?? ''}`} aria-label={label ?? t('pager.label')}>
      <span className="app-pager__summary">
        {summary ?? t('pager.range', { from: range.first, to: range.last, total: totalRows })}
      </span>
      {pageSizes ? (
        <Form.Group controlId={sizeId} className="app-pager__size">
          <Form.Label>{pageSizes.label}</Form.Label>
          <Form.Select
            size="sm"
            value={pageSize}
            onChange={(event) => pageSizes.onChange(Number(event.target.value))}
          >
            {pageSizes.sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      <div className="app-pager__steps">
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo - 1)}
          disabled={pageNo <= 1}
          aria-label={previousLabel ?? t('pager.previous')}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        {position ? <span>{position}</span> : null}
        <button
          type="button"
          className="app-icon-button app-icon-button--sm"
          onClick={() => onPage(pageNo + 1)}
          disabled={!(hasNext ?? pageNo < pages)}
          aria-label={nextLabel ?? t('pager.next')}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}

export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRows / pageSize));
}

/**
 * First and last row numbers on the page. With `shown` an empty page reads 0–0; without it
 * the range is worked out from the total, as the short lists always did.
 */
export function pageRange(pageNo: number, pageSize: number, totalRows: number, shown?: number) {
  const offset = (pageNo - 1) * pageSize;
  if (shown === undefined)
    return { first: offset + 1, last: Math.min(totalRows, offset + pageSize) };
  return shown === 0 ? { first: 0, last: 0 } : { first: offset + 1, last: offset + shown };
}
