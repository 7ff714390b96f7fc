import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_AUDIT_LOG_CSV, GET_AUDIT_LOG } from '@resonate/contracts/audit/audit-endpoints';
import { AUDIT_PAGE_SIZE, type TAuditFilter } from '@resonate/contracts/audit/audit-log';
import { call } from '@/shared/api/call';
import { startDownload } from '@/shared/lib/start-download';
import { useAppStore } from '@/shared/store/app-store';

/** One page of the audit log after `cursor` (keyset: the previous page's nextCursor). */
export function useAuditLog(filter: TAuditFilter, cursor: string | undefined, enabled: boolean) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: ['audit-log', clientId, filter, cursor],
    queryFn: () => call(GET_AUDIT_LOG, { ...filter, cursor, pageSize: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST AuditLog/DownloadAuditLogCsv, then the browser downloads the CSV from its link. */
export function useAuditCsv() {
  return useMutation({
    mutationFn: async (filter: TAuditFilter) => (await call(DOWNLOAD_AUDIT_LOG_CSV, filter)).url,
    onSuccess: startDownload,
  });
}
