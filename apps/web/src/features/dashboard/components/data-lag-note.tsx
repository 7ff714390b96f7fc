import { useQuery } from '@tanstack/react-query';
import { dataLagNote, type TDataLag } from '@resonate/contracts/dashboard/dashboard';
import { apiPost } from '@/shared/api/client';
import { DASHBOARD_QUERY_KEY } from '../api/dashboard-query';

/** POST /api/Dashboard/GetDataLag: how far the (replica's) figures are behind. */
async function fetchDataLag(signal: AbortSignal): Promise<TDataLag> {
  const envelope = await apiPost<TDataLag>(
    'Dashboard/GetDataLag',
    {},
    {
      noLoader: true,
      silent: true,
      signal,
    },
  );
  if (!envelope.status || envelope.data === undefined) throw new Error(envelope.message);
  return envelope.data;
}

/**
 * A quiet note when the figures come from a read replica that is more than a minute behind
 * (DASHBOARD_LAG_NOTICE_SECONDS); nothing otherwise, nor when the lag cannot be read (the
 * widgets say for themselves when they fail).
 */
export function DataLagNote() {
  const { data } = useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'GetDataLag'],
    queryFn: ({ signal }) => fetchDataLag(signal),
    staleTime: 60_000,
  });
  const note = data && dataLagNote(data.behindSeconds);
  if (!note) return null;
  return (
    <p className="dashboard-lag-note small text-body-secondary" role="status">
      {note}
    </p>
  );
}
