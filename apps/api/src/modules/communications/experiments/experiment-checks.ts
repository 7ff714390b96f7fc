import type { TSchedule, TSendWindow } from '@resonate/contracts/campaigns/communications';
import type { TContent } from '@resonate/contracts/campaigns/content';
import {
  EXPERIMENT_METRIC_LABELS,
  EXPERIMENT_MSG,
  MIN_CONTACTS_PER_VARIANT,
  metricHasData,
  variantFieldsOf,
  type TExperiment,
  type TVariantField,
} from '@resonate/contracts/campaigns/experiment';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { TTrx } from '#/modules/audience/index.ts';
import { contentOf, type TCommunicationRow } from '../compose/communication-view.ts';
import { variantProblems } from './experiment-content.ts';
import { loadExperiment } from './experiment-repository.ts';

const FIELDS: readonly TVariantField[] = ['subject', 'preheader', 'html', 'text', 'title', 'body'];

/**
 * What a test cannot be on this channel, keyed `experiment.<path>`: a channel whose content
 * takes no test, a variant field the channel has not, a metric it does not track, and variants
 * that do not differ. Checked when the test is saved and again at launch.
 */
export function experimentShapeProblems(experiment: TExperiment, channelId: number): TFieldErrors {
  const allowed = variantFieldsOf(channelId);
  if (allowed.length === 0) return { experiment: EXPERIMENT_MSG.channelCannotTest };
  const errors: TFieldErrors = {};
  experiment.variants.forEach((variant, index) => {
    for (const field of FIELDS) {
      if (variant[field] && !allowed.includes(field)) {
        errors[`experiment.variants.${index}.${field}`] = EXPERIMENT_MSG.fieldNotForChannel(field);
      }
    }
  });
  if (!metricHasData(experiment.metric, channelId)) {
    errors['experiment.metric'] = EXPERIMENT_MSG.metricNoData(
      EXPERIMENT_METRIC_LABELS[experiment.metric],
    );
  }
  const keys = experiment.variants.map((variant) =>
    JSON.stringify(allowed.map((field) => variant[field]?.trim() ?? '')),
  );
  if (new Set(keys).size < keys.length)
    errors['experiment.variants'] = EXPERIMENT_MSG.variantsIdentical;
  return errors;
}

/**
 * The launch's checks of a test, beside the shape: every variant renders, the schedule is a
 * one-time send, the test share leaves contacts for the winner and some for each variant
 * (expected counts: the split is by hash), and the test ends inside the send window's day.
 * Any problem refuses the launch, so a test is never half sent.
 */
export function experimentLaunchProblems(
  experiment: TExperiment,
  context: {
    channelId: number;
    content: TContent;
    schedule: TSchedule;
    sendWindow: TSendWindow | null;
    eligible: number;
  },
): TFieldErrors {
  const errors: TFieldErrors = { ...experimentShapeProblems(experiment, context.channelId) };
  Object.assign(errors, variantProblems(context.content, experiment.variants));
  if (context.schedule.kind === 'recurring') {
    errors['experiment'] ??= EXPERIMENT_MSG.recurringNotTested;
  }
  if (context.eligible > 0) {
    const inTest = Math.ceil((context.eligible * experiment.testSharePercent) / 100);
    if (context.eligible - inTest < 1) {
      errors['experiment.testSharePercent'] = EXPERIMENT_MSG.noAudienceForWinner;
    } else if (inTest < experiment.variants.length * MIN_CONTACTS_PER_VARIANT) {
      errors['experiment.testSharePercent'] = EXPERIMENT_MSG.tooFewPerVariant;
    }
  }
  const window = context.sendWindow;
  if (window && window.from < window.to) {
    const open = minutesOf(window.to) - minutesOf(window.from);
    if (experiment.durationHours * 60 >= open) {
      errors['experiment.durationHours'] = EXPERIMENT_MSG.pastSendWindow(window.from, window.to);
    }
  }
  return errors;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The launch's check of a communication's test, if it has one (launch.ts calls it). */
export async function experimentProblemsAtLaunch(
  trx: TTrx,
  clientId: number,
  row: TCommunicationRow,
  schedule: TSchedule,
  sendWindow: TSendWindow | null,
  eligible: number,
): Promise<TFieldErrors> {
  const found = await loadExperiment(trx, clientId, row.id);
  if (!found) return {};
  return experimentLaunchProblems(found, {
    channelId: row.channel_id,
    content: contentOf(row),
    schedule,
    sendWindow,
    eligible,
  });
}
