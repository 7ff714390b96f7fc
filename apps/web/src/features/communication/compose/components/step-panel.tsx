import { StepAbTest } from '../../experiment/step-ab-test';
import type { TLaunch } from '../hooks/use-launch';
import type { TStepId } from '../lib/steps';
import { StepApproval } from './step-approval';
import { StepAudience } from './step-audience';
import { StepContent } from './step-content';
import type { TStepProps } from './step-props';
import { StepReview } from './step-review';
import { StepSchedule } from './step-schedule';
import { StepSetup } from './step-setup';

/** The panel of one step. */
export function StepPanel({
  step,
  props,
  launch,
}: {
  step: TStepId;
  props: TStepProps;
  launch: TLaunch;
}) {
  switch (step) {
    case 'setup':
      return <StepSetup {...props} />;
    case 'audience':
      return <StepAudience {...props} />;
    case 'content':
      return <StepContent {...props} />;
    case 'abTest':
      return <StepAbTest {...props} />;
    case 'schedule':
      return <StepSchedule {...props} />;
    case 'approval':
      return <StepApproval {...props} />;
    case 'review':
      return <StepReview {...props} launchError={launch.error} />;
  }
}
