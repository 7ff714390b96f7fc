import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE_NO_MAX, CONTACT_PAGE_SIZES } from '@resonate/contracts/audience/contacts';
import { groupThousands } from '@resonate/contracts/patterns';
import { Pager, pageCount, pageRange } from '@/shared/components/pager';
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
  const { first, last } = pageRange(pageNo, pageSize, total, shown);
  const pages = pageCount(total, pageSize);
  // An estimated total cannot say where the end is; a short page can.
  const hasNext =
    shown === pageSize && (isEstimate || pageNo < pages) && pageNo < CONTACT_PAGE_NO_MAX;
  const range = {
    first: groupThousands(first),
    last: groupThousands(last),
    total: formatTotal(total, isEstimate),
  };
  return (
    <Pager
      className="app-pager--card-footer"
      pageNo={pageNo}
      pageSize={pageSize}
      totalRows={total}
      onPage={onPage}
      hasNext={hasNext}
      label={t('pager.label')}
      summary={isEstimate ? t('pager.rangeAbout', range) : t('pager.range', range)}
      position={
        isEstimate
          ? t('pager.page', { page: groupThousands(pageNo) })
          : t('pager.pageOf', { page: groupThousands(pageNo), pages: groupThousands(pages) })
      }
      previousLabel={t('pager.previous')}
      nextLabel={t('pager.next')}
      pageSizes={{ label: t('pager.pageSize'), sizes: CONTACT_PAGE_SIZES, onChange: onPageSize }}
    />
  );
}
