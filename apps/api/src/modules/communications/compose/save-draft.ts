import { sql } from 'kysely';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import {
  COMM_MSG,
  type TCommunication,
  type TCommunicationDraft,
} from '@resonate/contracts/campaigns/communications';
import { contentKindOf, emptyContent, type TContent } from '@resonate/contracts/campaigns/content';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { withCompiledDesign } from '../design/email-content.ts';
import { findTemplate } from '../templates/template-repository.ts';
import { composeSettings } from './client-compose-settings.ts';
import {
  contentOf,
  loadCommunication,
  toCommunication,
  type TCommunicationRow,
} from './communication-view.ts';

/** Drafts and rejected communications are the only ones the wizard may change. */
export const EDITABLE_STATUSES: readonly number[] = [STATUS.draft, STATUS.rejected];

export function assertEditable(row: TCommunicationRow): void {
  if (row.archived_at !== null || !EDITABLE_STATUSES.includes(row.status)) {
    throw new AppError('BAD_REQUEST', COMM_MSG.notEditable);
  }
}

/** Our choice: names are unique (any case) among the client's communications not archived. */
export async function communicationNameTaken(
  trx: TTrx,
  clientId: number,
  name: string,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = trx
    .selectFrom('communications')
    .select('id')
    .where('client_id', '=', clientId)
    .where('archived_at', 'is', null)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The department a draft belongs to: one the user works in, else the session's own. */
async function departmentFor(
  trx: TTrx,
  auth: TAuthContext,
  wanted: number | null | undefined,
  current: number | null | undefined,
): Promise<number | null> {
  if (wanted === undefined) {
    if (current !== undefined) return current;
    return auth.departmentId === 0 ? null : auth.departmentId;
  }
  if (wanted === null) return null;
  const mayUse =
    auth.isAccountAdmin || auth.departmentId === 0 || auth.departmentIds.includes(wanted);
  const exists = await trx
    .selectFrom('departments')
    .select('id')
    .where('client_id', '=', auth.clientId)
    .where('id', '=', wanted)
    .executeTakeFirst();
  if (!mayUse || !exists) {
    throw new AppError('BAD_REQUEST', COMPOSE_MSG.departmentUnknown, {
      errors: { departmentId: COMPOSE_MSG.departmentUnknown },
    });
  }
  return wanted;
}

/**
 * The content to store: a newly chosen template's content (copied, templateId kept for
 * reference), else the given content when it fits the channel, else what was stored when it
 * still fits, else the channel's empty content (a channel of another kind resets it).
 */
async function contentFor(
  trx: TTrx,
  clientId: number,
  draft: TCommunicationDraft,
  current: TCommunicationRow | undefined,
): Promise<TContent> {
  const kind = contentKindOf(draft.channelId);
  const newTemplate =
    draft.templateId != null &&
    (current === undefined || Number(current.template_id) !== draft.templateId);
  if (newTemplate) {
    const template = await findTemplate(trx, clientId, draft.templateId!).catch(() => {
      throw new AppError('BAD_REQUEST', COMM_MSG.templateGone, {
        errors: { templateId: COMM_MSG.templateGone },
      });
    });
    const content = template.content as { kind?: string };
    if (template.channel_id !== draft.channelId || content.kind !== kind) {
      throw new AppError('BAD_REQUEST', COMM_MSG.templateGone, {
        errors: { templateId: COMM_MSG.templateGone },
      });
    }
    return contentOf({ content: template.content, channel_id: draft.channelId });
  }
  if (draft.content && draft.content.kind === kind) return draft.content;
  if (current) {
    const stored = contentOf(current);
    if (stored.kind === kind) return stored;
  }
  return emptyContent(draft.channelId);
}

/**
 * POST Communication/SaveCommunicationDraft: the wizard's autosave. Creates the draft without a
 * communicationId. Saving a rejected communication makes it a draft again (the decision note
 * stays readable). Schedule, window, cap, sender and approvers are stored as given; Launch
 * checks them.
 */
export async function saveCommunicationDraft(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  draft: TCommunicationDraft,
): Promise<TCommunication> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const current =
      draft.communicationId === undefined
        ? undefined
        : await loadCommunication(trx, auth, draft.communicationId, true);
    if (current) assertEditable(current);
    if (await communicationNameTaken(trx, auth.clientId, draft.name, draft.communicationId)) {
      throw new AppError('BAD_REQUEST', COMPOSE_MSG.nameTaken, {
        errors: { name: COMPOSE_MSG.nameTaken },
      });
    }
    // A designed email's html is compiled on the server from its design (issue 10).
    const { content } = await withCompiledDesign(
      await contentFor(trx, auth.clientId, draft, current),
    );
    const departmentId = await departmentFor(
      trx,
      auth,
      draft.departmentId,
      current ? current.department_id : undefined,
    );
    const values = {
      name: draft.name,
      channel_id: draft.channelId,
      department_id: departmentId,
      audience: JSON.stringify(draft.audience),
      template_id: draft.templateId ?? null,
      content: JSON.stringify(content),
      sender: JSON.stringify(draft.sender),
      schedule: JSON.stringify(draft.schedule),
      throttle_per_minute: draft.throttlePerMinute,
      send_window: draft.sendWindow === null ? null : JSON.stringify(draft.sendWindow),
      frequency_cap: draft.frequencyCap === null ? null : JSON.stringify(draft.frequencyCap),
      approver_ids: draft.approverIds,
      status: STATUS.draft,
    };
    const row = current
      ? await trx
          .updateTable('communications')
          .set({ ...values, updated_at: new Date() })
          .where('client_id', '=', auth.clientId)
          .where('id', '=', Number(current.id))
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('communications')
          .values({ ...values, client_id: auth.clientId, created_by: auth.userId })
          .returningAll()
          .executeTakeFirstOrThrow();
    const settings = await composeSettings(trx, auth.clientId);
    return toCommunication(row, settings.currency);
  });
}

/** POST Communication/GetCommunication. */
export async function getCommunication(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
): Promise<TCommunication> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId);
    const settings = await composeSettings(trx, auth.clientId);
    return toCommunication(row, settings.currency);
  });
}
