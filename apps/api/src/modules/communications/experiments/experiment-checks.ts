import type { TSchedule, TSendWindow } from '@resonate/contracts/campaigns/communications';
import type { TContent } from '@resonate/contracts/campaigns/content';
import {
  EXPERIMENT_METRIC_LABELS,
  EXPERIMENT_MSG,
  MIN_CONTACTS_PER_VARIANT,
  longestSendDelay,
  metricHasData,
  sendDelayOf,
  variantLetter,
  variantFieldsOf,
  type TExperiment,
  type TVariantField,
} from '@resonate/contracts/campaigns/experiment';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import type { TTrx } from '#/modules/audience/index.ts';
import { contentOf, type TCommunicationRow } from '../compose/communication-view.ts';
import { localParts } from '../engine/client-clock.ts';
import { inSendWindow, nextWindowOpening } from '../engine/send-window.ts';
import { usesBestTime } from '../engine/send-time-optimisation.ts';
import { variantProblems } from './experiment-content.ts';
import { testEndOf, variantSendTimes } from './experiment-send-times.ts';
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
  // Identical content is a test of send time alone when the delays differ.
  const keys = experiment.variants.map((variant) =>
    JSON.stringify([...allowed.map((field) => variant[field]?.trim() ?? ''), sendDelayOf(variant)]),
  );
  if (new Set(keys).size < keys.length)
    errors['experiment.variants'] = EXPERIMENT_MSG.variantsIdentical;
  return errors;
}

/**
 * The launch's checks of a test, beside the shape: every variant renders, the schedule is a
 * one-time send, the test share leaves contacts for the winner and some for each variant
 * (expected counts: the split is by hash), the test ends inside the send window's day, send
 * delays are not mixed with best time (both choose the send time), and, with send delays,
 * each variant's send and the test's end fall inside the send window (as the
 * run would start at `start`: a send held by the window would no longer be the time tested).
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
    /** When the run starts (the schedule's first run) and the client's clock. */
    start: Date;
    timeZone: string;
  },
): TFieldErrors {
  const errors: TFieldErrors = { ...experimentShapeProblems(experiment, context.channelId) };
  Object.assign(errors, variantProblems(context.content, experiment.variants));
  if (context.schedule.kind === 'recurring') {
    errors['experiment'] ??= EXPERIMENT_MSG.recurringNotTested;
  }
  if (usesBestTime(context.schedule) && longestSendDelay(experiment.variants) > 0) {
    errors['experiment'] ??= EXPERIMENT_MSG.bestTimeWithSendDelays;
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
  if (window && longestSendDelay(experiment.variants) > 0) {
    const delayed = sendDelayProblems(experiment, window, context.start, context.timeZone);
    // The day-length check above says more about the duration: it keeps its field's message.
    for (const [key, message] of Object.entries(delayed)) errors[key] ??= message;
  }
  return errors;
}

/** Each delayed variant's send, and the test's end, inside the send window on the client's clock. */
function sendDelayProblems(
  experiment: TExperiment,
  window: TSendWindow,
  launchAt: Date,
  timeZone: string,
): TFieldErrors {
  const errors: TFieldErrors = {};
  // A run started outside the window starts the test when it opens.
  const start = inSendWindow(window, timeZone, launchAt)
    ? launchAt
    : nextWindowOpening(window, timeZone, launchAt);
  const clock = (at: Date) => {
    const local = localParts(timeZone, at);
    return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  };
  const sendTimes = variantSendTimes(experiment, start);
  sendTimes.forEach((at, index) => {
    if (at && !inSendWindow(window, timeZone, at)) {
      errors[`experiment.variants.${index}.sendDelayHours`] =
        EXPERIMENT_MSG.variantOutsideSendWindow(
          variantLetter(index),
          clock(at),
          window.from,
          window.to,
        );
    }
  });
  const end = testEndOf(experiment, start);
  if (!inSendWindow(window, timeZone, end)) {
    errors['experiment.durationHours'] = EXPERIMENT_MSG.testEndOutsideSendWindow(
      clock(end),
      window.from,
      window.to,
    );
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
  clock: { start: Date; timeZone: string },
): Promise<TFieldErrors> {
  const found = await loadExperiment(trx, clientId, row.id);
  if (!found) return {};
  return experimentLaunchProblems(found, {
    channelId: row.channel_id,
    content: contentOf(row),
    schedule,
    sendWindow,
    eligible,
    ...clock,
  });
}
