import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZES, type TListKind } from '@resonate/contracts/audience/lists';

export type TListsView = {
  kind: TListKind | undefined;
  search: string;
  pageNo: number;
  pageSize: number;
};

const DEFAULT_SIZE = 25;

function readNumber(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * A list table's filter, search and page in the URL (?kind=&q=&page=&size=), so a reload or a
 * shared link shows the same view. Any change but the page goes back to page 1.
 */
export function useListsView(allowedKinds: readonly TListKind[]) {
  const [params, setParams] = useSearchParams();
  const view = useMemo<TListsView>(() => {
    const kind = params.get('kind') as TListKind | null;
    const size = readNumber(params.get('size'), DEFAULT_SIZE);
    return {
      kind: kind && allowedKinds.includes(kind) ? kind : undefined,
      search: params.get('q') ?? '',
      pageNo: readNumber(params.get('page'), 1),
      pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    };
  }, [params, allowedKinds]);

  const update = useCallback(
    (change: Partial<TListsView>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          };
          if ('kind' in change) set('kind', change.kind);
          if ('search' in change) set('q', change.search);
          if ('pageSize' in change) set('size', change.pageSize);
          set('page', change.pageNo && change.pageNo > 1 ? change.pageNo : undefined);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { view, update };
}
