import { missingContent } from '@resonate/contracts/campaigns/content';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { COMM_MSG, sendWindowProblem } from '@resonate/contracts/campaigns/communications';
import { variantFieldsOf } from '@resonate/contracts/campaigns/experiment';
import { nameProblem, type TDraft } from './draft';

export type TStepId =
  'setup' | 'audience' | 'content' | 'abTest' | 'schedule' | 'approval' | 'review';

/** The steps this draft goes through: QR codes have no audience, approval only where required. */
export function stepsFor(draft: TDraft, options: TComposeOptions): TStepId[] {
  const channel = options.channels.find((c) => c.channelId === draft.channelId);
  const steps: TStepId[] = ['setup'];
  if (channel?.needsAudience !== false) steps.push('audience');
  steps.push('content');
  // An A/B test, where the channel has content to vary and an audience to split.
  if (channel?.needsAudience !== false && variantFieldsOf(draft.channelId).length > 0) {
    steps.push('abTest');
  }
  steps.push('schedule');
  if (options.approvalRequired) steps.push('approval');
  steps.push('review');
  return steps;
}

/** The step holding a field of the API's dotted error keys. */
export function stepOfField(field: string): TStepId {
  if (field === 'name' || field === 'channelId' || field === 'departmentId') return 'setup';
  if (field.startsWith('audience')) return 'audience';
  if (field.startsWith('content') || field === 'templateId') return 'content';
  if (field.startsWith('approver')) return 'approval';
  if (field.startsWith('experiment')) return 'abTest';
  if (
    field.startsWith('schedule') ||
    field.startsWith('sendWindow') ||
    field.startsWith('frequencyCap') ||
    field.startsWith('throttle')
  ) {
    return 'schedule';
  }
  return 'review';
}

/** What keeps a step from being complete, field -> message (the API checks again at launch). */
export function stepProblems(step: TStepId, draft: TDraft, options: TComposeOptions): TFieldErrors {
  const problems: TFieldErrors = {};
  switch (step) {
    case 'setup': {
      const name = nameProblem(draft.name);
      if (name) problems.name = name;
      const channel = options.channels.find((c) => c.channelId === draft.channelId);
      if (!channel) problems.channelId = COMM_MSG.channelUnknown;
      else if (!channel.inLicence) problems.channelId = COMM_MSG.channelNotInLicence;
      break;
    }
    case 'audience':
      if (draft.audience.listIds.length === 0) problems['audience.listIds'] = COMM_MSG.listRequired;
      break;
    case 'content':
      if (draft.content) {
        for (const [field, message] of Object.entries(missingContent(draft.content))) {
          problems[`content.${field}`] = message;
        }
      }
      break;
    case 'schedule': {
      if (
        draft.schedule.kind !== 'now' &&
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(draft.schedule.at)
      ) {
        problems['schedule.at'] = COMM_MSG.scheduleRequired;
      }
      const window = sendWindowProblem(draft.sendWindow);
      if (window) problems.sendWindow = window;
      break;
    }
    case 'approval':
      if (draft.approverIds.length === 0) problems.approverIds = COMM_MSG.approversRequired;
      break;
    case 'abTest':
    case 'review':
      break;
  }
  return problems;
}

/** Errors of one step, out of a map keyed by field. */
export function errorsOfStep(step: TStepId, errors: TFieldErrors): TFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => stepOfField(field) === step),
  );
}
