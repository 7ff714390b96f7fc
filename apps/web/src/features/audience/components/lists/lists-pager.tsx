import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES } from '@resonate/contracts/audience/lists';
import { groupThousands } from '@resonate/contracts/patterns';
import { Pager, pageRange } from '@/shared/components/pager';

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
  const { first, last } = pageRange(pageNo, pageSize, total, shown);
  return (
    <Pager
      className="app-pager--card-footer"
      pageNo={pageNo}
      pageSize={pageSize}
      totalRows={total}
      onPage={onPage}
      label={t('pager.label')}
      summary={t('pager.range', {
        first: groupThousands(first),
        last: groupThousands(last),
        total: groupThousands(total),
      })}
      previousLabel={t('pager.previous')}
      nextLabel={t('pager.next')}
      pageSizes={{ label: t('pager.pageSize'), sizes: LIST_PAGE_SIZES, onChange: onPageSize }}
    />
  );
}
