import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  IMPORT_DONE_STATUSES,
  type TGetImportsRequest,
  type TImportDetail,
  type TImportSummary,
} from '@resonate/contracts/audience/imports';
import { apiPost } from '@/shared/api/client';

/** Every import query lives under this key, so one invalidation refreshes them all. */
export const IMPORTS_KEY = ['audience', 'imports'] as const;
/** While an import is queued or running its page polls this often. */
export const IMPORT_POLL_MS = 1000;

export const isInFlight = (summary: TImportSummary) =>
  !IMPORT_DONE_STATUSES.includes(summary.status) && summary.status !== 'uploading';

/** POST /api/Audience/GetImport: progress, outcome, and the preview of an unstarted import. */
export const importQuery = (importId: number) =>
  queryOptions({
    queryKey: [...IMPORTS_KEY, 'one', importId],
    queryFn: async ({ signal }): Promise<TImportDetail> => {
      const envelope = await apiPost<TImportDetail>(
        'Audience/GetImport',
        { importId },
        { noLoader: true, signal, silent: true },
      );
      if (!envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    retry: false,
  });

/** One import, polled every second while it is queued or running (state lives on the server). */
export function useImport(importId: number) {
  return useQuery({
    ...importQuery(importId),
    enabled: importId > 0,
    refetchInterval: (query) =>
      query.state.data && isInFlight(query.state.data.import) ? IMPORT_POLL_MS : false,
  });
}

export type TImportsPage = { rows: TImportSummary[]; total: number };

/** POST /api/Audience/GetImports: the history, newest first. */
export const importsQuery = (request: TGetImportsRequest) =>
  queryOptions({
    queryKey: [...IMPORTS_KEY, 'page', request],
    queryFn: async ({ signal }): Promise<TImportsPage> => {
      const envelope = await apiPost<{ imports: TImportSummary[] }>(
        'Audience/GetImports',
        request,
        {
          noLoader: true,
          signal,
        },
      );
      return { rows: envelope.data?.imports ?? [], total: envelope.totalRows ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

/** The history; refreshed every few seconds while one of the shown imports is in flight. */
export function useImports(request: TGetImportsRequest) {
  return useQuery({
    ...importsQuery(request),
    refetchInterval: (query) => (query.state.data?.rows.some(isInFlight) ? 3000 : false),
  });
}
