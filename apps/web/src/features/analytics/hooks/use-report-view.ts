import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  A360_LIMITS,
  A360_REPORT_SORTS,
  type TUserReportRequest,
} from '@resonate/contracts/analytics/audience-360';
import { REACH_CHANNEL_IDS } from '@resonate/contracts/analytics/reach-channels';
import {
  PROPENSITY_SEGMENTS,
  type TPropensitySegment,
} from '@resonate/contracts/dashboard/dashboard';

type TSort = (typeof A360_REPORT_SORTS)[number];

export type TReportView = {
  search: string;
  segment: TPropensitySegment | '';
  channelId: number | 0;
  sort: TSort;
  pageNo: number;
  pageSize: number;
};

const DEFAULT_VIEW: TReportView = {
  search: '',
  segment: '',
  channelId: 0,
  sort: 'lastEngaged',
  pageNo: 1,
  pageSize: 25,
};

const SIZES: readonly number[] = A360_LIMITS.reportPageSizes;

function readView(params: URLSearchParams): TReportView {
  const segment = params.get('segment') as TPropensitySegment | null;
  const sort = params.get('sort') as TSort | null;
  const channelId = Number(params.get('channel'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q') ?? '',
    segment: segment && PROPENSITY_SEGMENTS.includes(segment) ? segment : '',
    channelId: REACH_CHANNEL_IDS.includes(channelId) ? channelId : 0,
    sort: sort && A360_REPORT_SORTS.includes(sort) ? sort : DEFAULT_VIEW.sort,
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: SIZES.includes(size) ? size : DEFAULT_VIEW.pageSize,
  };
}

/**
 * The List tab's filters, sort and page, kept in the URL (?q=&segment=&channel=&sort=&page=&size=)
 * so coming back from a person's 360 page shows the same page. Any change but the page itself
 * goes back to page 1.
 */
export function useReportView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update = useCallback(
    (changes: Partial<TReportView>) => {
      const next = { ...readView(params), ...changes };
      if (!('pageNo' in changes)) next.pageNo = 1;
      const out = new URLSearchParams();
      if (next.search) out.set('q', next.search);
      if (next.segment) out.set('segment', next.segment);
      if (next.channelId) out.set('channel', String(next.channelId));
      if (next.sort !== DEFAULT_VIEW.sort) out.set('sort', next.sort);
      if (next.pageNo > 1) out.set('page', String(next.pageNo));
      if (next.pageSize !== DEFAULT_VIEW.pageSize) out.set('size', String(next.pageSize));
      setParams(out, { replace: true });
    },
    [params, setParams],
  );
  return { view, update };
}

/** The request the view asks for. */
export function reportRequest(view: TReportView): TUserReportRequest {
  return {
    search: view.search || undefined,
    segment: view.segment || undefined,
    channelId: view.channelId || undefined,
    sort: view.sort,
    pageNo: view.pageNo,
    pageSize: view.pageSize,
  };
}
