import { statusLabel } from '@resonate/contracts/campaigns/communication-status';
import { statusClass, type TStatusClass } from '@resonate/contracts/format/status-class';

// The spec's display classes (section 3: 1-4 success, 5-6 completed, 7-13 warning, 14-20
// error) in the app's Bootstrap colours.
const VARIANT: Record<TStatusClass, string> = {
  success: 'success',
  completed: 'primary',
  warning: 'warning',
  error: 'danger',
};

/**
 * A communication's status: its label in words, coloured by its class, so colour is never the
 * only signal. The class is also a data attribute (and `status-<class>`) for styles and tests.
 */
export function CommunicationStatusBadge({ status }: { status: number }) {
  const className = statusClass(status);
  return (
    <span
      className={`badge rounded-pill text-bg-${className ? VARIANT[className] : 'secondary'} status-${className ?? 'unknown'}`}
      data-status-class={className}
    >
      {statusLabel(status)}
    </span>
  );
}
