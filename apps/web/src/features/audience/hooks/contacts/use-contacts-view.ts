import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_PAGE_SIZES,
  CONTACT_SORT_FIELDS,
  type TContactSortField,
  type TSortDirection,
} from '@resonate/contracts/audience/contacts';

export type TContactsView = {
  search: string;
  pageNo: number;
  pageSize: number;
  sortBy: TContactSortField;
  sortDir: TSortDirection;
};

const DEFAULT_VIEW: TContactsView = {
  search: '',
  pageNo: 1,
  pageSize: CONTACT_PAGE_SIZES[0],
  sortBy: 'created',
  sortDir: 'desc',
};

function readView(params: URLSearchParams): TContactsView {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort') as TContactSortField | null;
  return {
    search: params.get('q') ?? '',
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (CONTACT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_VIEW.pageSize,
    sortBy: sort && CONTACT_SORT_FIELDS.includes(sort) ? sort : DEFAULT_VIEW.sortBy,
    sortDir: params.get('dir') === 'asc' ? 'asc' : sort ? 'desc' : DEFAULT_VIEW.sortDir,
  };
}

/**
 * The table's search, page and sort, kept in the URL (?q=&page=&size=&sort=&dir=) so a reload,
 * a shared link or coming back from a contact shows the same page. Changing the search, the
 * size or the sort goes back to page 1.
 */
export function useContactsView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update = useCallback(
    (changes: Partial<TContactsView>) => {
      const next = { ...readView(params), ...changes };
      if (!('pageNo' in changes)) next.pageNo = 1;
      const out = new URLSearchParams();
      if (next.search) out.set('q', next.search);
      if (next.pageNo > 1) out.set('page', String(next.pageNo));
      if (next.pageSize !== DEFAULT_VIEW.pageSize) out.set('size', String(next.pageSize));
      if (next.sortBy !== DEFAULT_VIEW.sortBy || next.sortDir !== DEFAULT_VIEW.sortDir) {
        out.set('sort', next.sortBy);
        out.set('dir', next.sortDir);
      }
      setParams(out, { replace: true });
    },
    [params, setParams],
  );
  return { view, update };
}
