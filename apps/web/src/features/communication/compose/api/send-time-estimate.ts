import { GET_SEND_TIME_ESTIMATE } from '@resonate/contracts/campaigns/send-time-endpoints';
import type { TSendTimeEstimate } from '@resonate/contracts/campaigns/send-time-estimate';
import { call } from '@/shared/api/call';

/** POST /api/Communication/GetSendTimeEstimate: when it starts, who quiet hours hold back. */
export function getSendTimeEstimate(communicationId: number): Promise<TSendTimeEstimate> {
  return call(GET_SEND_TIME_ESTIMATE, { communicationId }, { noLoader: true, silent: true });
}
