import { statusLabel } from '@resonate/contracts/campaigns/communication-status';
import { statusClass, type TStatusClass } from '@resonate/contracts/format/status-class';

// The spec's display classes (section 3) in the app's Bootstrap colours.
const VARIANT: Record<TStatusClass, string> = {
  success: 'success',
  completed: 'primary',
  warning: 'warning',
  error: 'danger',
};

/** A campaign status: the label in words, coloured by its class, so colour is never alone. */
export function StatusBadge({ status }: { status: number }) {
  const className = statusClass(status);
  return (
    <span
      className={`badge rounded-pill text-bg-${className ? VARIANT[className] : 'secondary'}`}
      data-status-class={className}
    >
      {statusLabel(status)}
    </span>
  );
}
