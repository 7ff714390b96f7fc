import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  COMMUNICATION_SORTS,
  isCalendarDate,
  LIST_PAGE_SIZES,
  type TCommunicationSort,
  type TGetCommunicationsRequest,
} from '@resonate/contracts/campaigns/communication-list';

export type TCommunicationView = {
  search: string;
  channelIds: number[];
  status: number | undefined;
  from: string;
  to: string;
  archived: boolean;
  sort: TCommunicationSort;
  pageNo: number;
  pageSize: number;
};

const DEFAULT_SIZE = 25;

const positive = (value: string | null, fallback: number) => {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
};
const day = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/**
 * The list's search, filters, sort and page in the URL (?q=&channel=1,2&status=&from=&to=
 * &archived=1&sort=&page=&size=), so a reload or a shared link shows the same view. Any change
 * but the page goes back to page 1.
 */
export function useCommunicationView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo<TCommunicationView>(() => {
    const sort = params.get('sort') as TCommunicationSort | null;
    const size = positive(params.get('size'), DEFAULT_SIZE);
    const status = positive(params.get('status'), 0);
    return {
      search: params.get('q') ?? '',
      channelIds: (params.get('channel') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
      status: status >= 1 && status <= 20 ? status : undefined,
      from: day(params.get('from')),
      to: day(params.get('to')),
      archived: params.get('archived') === '1',
      sort: sort && COMMUNICATION_SORTS.includes(sort) ? sort : 'newest',
      pageNo: positive(params.get('page'), 1),
      pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<TCommunicationView>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          };
          if ('search' in change) set('q', change.search);
          if ('channelIds' in change) set('channel', change.channelIds?.join(','));
          if ('status' in change) set('status', change.status);
          if ('from' in change) set('from', change.from);
          if ('to' in change) set('to', change.to);
          if ('archived' in change) set('archived', change.archived ? 1 : undefined);
          if ('sort' in change) set('sort', change.sort === 'newest' ? undefined : change.sort);
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

/** The request the view stands for; a range typed backwards is sent the right way round. */
export function requestOf(view: TCommunicationView): TGetCommunicationsRequest {
  const [from, to] =
    view.from && view.to && view.from > view.to ? [view.to, view.from] : [view.from, view.to];
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.channelIds.length ? { channelIds: view.channelIds } : {}),
    ...(view.status ? { statuses: [view.status] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    archived: view.archived,
    sort: view.sort,
    pageNo: view.pageNo,
    pageSize: view.pageSize,
  };
}
