import {
  COMM_MSG,
  sendWindowProblem,
  COMMUNICATION_LIMITS,
  type TSchedule,
  type TSendWindow,
} from '@resonate/contracts/campaigns/communications';
import {
  CHANNEL_IDS_BY_NAME,
  missingContent,
  type TContent,
} from '@resonate/contracts/campaigns/content';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { ZCommunicationNameSchema } from '@resonate/contracts/fields';
import type { TTrx } from '#/modules/audience/index.ts';
import { localeProblems } from '../render/locale-problems.ts';
import { checkContent } from '../render/render-content.ts';
import { localParts, parseLocalDateTime, zonedInstant } from '../engine/client-clock.ts';

/** A minute of grace: "later" at the current minute is not in the past. */
const PAST_GRACE_MS = 60_000;
const DAY_MS = 86_400_000;

export function nameProblems(name: string): TFieldErrors {
  const parsed = ZCommunicationNameSchema.safeParse(name);
  return parsed.success ? {} : { name: parsed.error.issues[0]?.message ?? COMM_MSG.notFound };
}

/** What is missing or does not parse, keyed `content.<field>`. */
export function contentProblems(content: TContent): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const [field, message] of Object.entries(missingContent(content))) {
    errors[`content.${field}`] = message;
  }
  for (const [field, detail] of Object.entries(checkContent(content))) {
    errors[`content.${field}`] ??= COMM_MSG.templateBroken(detail);
  }
  Object.assign(errors, localeProblems(content));
  return errors;
}

/**
 * The UTC instant of the first run and the schedule's problems. Local times are the client's
 * (time zone of the account settings).
 */
export function scheduleProblems(
  schedule: TSchedule,
  timeZone: string,
  now: Date,
): { firstRun: Date; errors: TFieldErrors } {
  if (schedule.kind === 'now') return { firstRun: now, errors: {} };
  const errors: TFieldErrors = {};
  const firstRun = zonedInstant(timeZone, parseLocalDateTime(schedule.at));
  if (firstRun.getTime() < now.getTime() - PAST_GRACE_MS) {
    errors['schedule.at'] = COMM_MSG.scheduleInPast;
  } else if (
    firstRun.getTime() >
    now.getTime() + COMMUNICATION_LIMITS.scheduleDaysAheadMax * DAY_MS
  ) {
    errors['schedule.at'] = COMM_MSG.scheduleTooFar;
  }
  if (schedule.kind === 'recurring' && schedule.until !== undefined) {
    const day = localParts(timeZone, firstRun);
    const firstDay = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    if (schedule.until < firstDay) {
      errors['schedule.until'] = COMM_MSG.untilBeforeStart;
    }
  }
  return { firstRun: errors['schedule.at'] ? now : firstRun, errors };
}

export function sendWindowProblems(window: TSendWindow | null): TFieldErrors {
  const problem = sendWindowProblem(window);
  return problem ? { sendWindow: problem } : {};
}

/** Approvers must be active users of the client when the client requires approval. */
export async function approverProblems(
  trx: TTrx,
  clientId: number,
  required: boolean,
  approverIds: readonly number[],
): Promise<TFieldErrors> {
  if (!required) return {};
  const ids = [...new Set(approverIds)];
  if (ids.length === 0) return { approverIds: COMM_MSG.approversRequired };
  const found = await trx
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .where('status', '=', 'active')
    .where('id', 'in', ids)
    .execute();
  return found.length === ids.length ? {} : { approverIds: COMM_MSG.approverUnknown };
}

export function needsAudience(channelId: number): boolean {
  return channelId !== CHANNEL_IDS_BY_NAME.qrCode;
}
