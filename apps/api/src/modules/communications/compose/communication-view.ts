import type { Selectable } from 'kysely';
import {
  COMM_MSG,
  ZAudienceSchema,
  ZFrequencyCapSchema,
  ZScheduleSchema,
  ZSendWindowSchema,
  ZSenderSchema,
  type TAudience,
  type TCommunication,
  type TSchedule,
} from '@resonate/contracts/campaigns/communications';
import { emptyContent, ZContentSchema, type TContent } from '@resonate/contracts/campaigns/content';
import type { CommunicationsTable } from '#/db/schema/campaigns.ts';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import { inDepartmentScope, type TDepartmentScope } from '../department-scope.ts';

export type TCommunicationRow = Selectable<CommunicationsTable>;

/**
 * The scope's communication (as the list shows it), optionally locked for an update; 404 when it
 * is not there, is another client's or another department's.
 */
export async function loadCommunication(
  trx: TTrx,
  scope: TDepartmentScope,
  communicationId: number,
  forUpdate = false,
): Promise<TCommunicationRow> {
  let query = trx
    .selectFrom('communications')
    .selectAll()
    .where('client_id', '=', scope.clientId)
    .where('id', '=', communicationId)
    .where(inDepartmentScope(scope));
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
  return row;
}

/** Stored jsonb read back leniently: anything unreadable becomes the empty value. */
export function contentOf(row: Pick<TCommunicationRow, 'content' | 'channel_id'>): TContent {
  const parsed = ZContentSchema.safeParse(row.content);
  return parsed.success ? parsed.data : emptyContent(row.channel_id);
}

export function audienceOf(row: Pick<TCommunicationRow, 'audience'>): TAudience {
  const parsed = ZAudienceSchema.safeParse(row.audience ?? {});
  return parsed.success ? parsed.data : { listIds: [], suppressionListIds: [] };
}

export function scheduleOf(row: Pick<TCommunicationRow, 'schedule'>): TSchedule {
  const parsed = ZScheduleSchema.safeParse(row.schedule);
  return parsed.success ? parsed.data : { kind: 'now' };
}

function nullableOf<T>(
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  value: unknown,
) {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The wizard's view of a stored communication (ZCommunicationSchema). */
export function toCommunication(row: TCommunicationRow, currency: string): TCommunication {
  const sender = ZSenderSchema.safeParse(row.sender ?? {});
  return {
    communicationId: Number(row.id),
    name: row.name,
    channelId: row.channel_id,
    departmentId: row.department_id === null ? null : Number(row.department_id),
    audience: audienceOf(row),
    templateId: row.template_id === null ? null : Number(row.template_id),
    content: contentOf(row),
    sender: sender.success ? sender.data : {},
    schedule: scheduleOf(row),
    throttlePerMinute: row.throttle_per_minute,
    sendWindow: nullableOf(ZSendWindowSchema, row.send_window),
    frequencyCap: nullableOf(ZFrequencyCapSchema, row.frequency_cap),
    approverIds: (row.approver_ids ?? []).map(Number),
    status: row.status,
    audienceSize: Number(row.audience_size),
    estimatedCostMinor: Number(row.estimated_cost_minor),
    currency,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    scheduledAt: iso(row.scheduled_at),
    submittedAt: iso(row.submitted_at),
    approvedAt: iso(row.approved_at),
    decisionNote: row.decision_note,
    lastError: row.last_error,
    archived: row.archived_at !== null,
  };
}
