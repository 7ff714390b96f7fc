import { SendLimitsFields } from '../../components/send-limits-fields';
import type { TStepProps } from './step-props';

/** Throttle, send window and frequency cap of the communication (the launch checks the window). */
export function SendLimits({
  draft,
  update,
  errors,
}: Pick<TStepProps, 'draft' | 'update' | 'errors'>) {
  return (
    <SendLimitsFields
      idPrefix="compose"
      limits={draft}
      onChange={(change) => update((d) => ({ ...d, ...change }))}
      windowError={errors.sendWindow}
    />
  );
}
