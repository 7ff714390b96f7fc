import { useQuery } from '@tanstack/react-query';
import { dataLagNote } from '@resonate/contracts/dashboard/dashboard';
import { GET_DATA_LAG } from '@resonate/contracts/dashboard/dashboard-endpoints';
import { call } from '@/shared/api/call';
import { DASHBOARD_CALL, DASHBOARD_QUERY_KEY } from '../api/dashboard-query';

/**
 * A quiet note when the figures come from a read replica that is more than a minute behind
 * (DASHBOARD_LAG_NOTICE_SECONDS); nothing otherwise, nor when the lag cannot be read (the
 * widgets say for themselves when they fail).
 */
export function DataLagNote() {
  const { data } = useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, GET_DATA_LAG.path],
    queryFn: ({ signal }) => call(GET_DATA_LAG, undefined, { ...DASHBOARD_CALL, signal }),
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
