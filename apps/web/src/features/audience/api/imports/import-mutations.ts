import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportDetail, TStartImportRequest } from '@resonate/contracts/audience/imports';
import { apiPost } from '@/shared/api/client';
import { IMPORTS_KEY, importQuery } from './import-queries';

async function post<T>(path: string, body: object, silent = false): Promise<T> {
  const envelope = await apiPost<T>(`Audience/${path}`, body, { silent });
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data;
}

/** Start, cancel and retry answer the import's new state: it goes straight into the cache. */
function useImportAction<TBody extends { importId: number }>(path: string, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => post<TImportDetail>(path, body, silent),
    onSuccess: (detail) => {
      queryClient.setQueryData(importQuery(detail.import.importId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: IMPORTS_KEY });
    },
  });
}

/** POST /api/Audience/StartImport: field errors are shown by the form, so no toast. */
export const useStartImport = () => useImportAction<TStartImportRequest>('StartImport', true);
export const useCancelImport = () => useImportAction<{ importId: number }>('CancelImport');
export const useRetryImport = () => useImportAction<{ importId: number }>('RetryImport');

/** POST /api/Audience/GetRejectedRowsLink: a one-minute download link. */
export function useRejectedRowsLink() {
  return useMutation({
    mutationFn: (importId: number) =>
      post<{ url: string }>('GetRejectedRowsLink', { importId }).then((data) => data.url),
  });
}
