import { sql, type Selectable } from 'kysely';
import { ZContentSchema, emptyContent } from '@resonate/contracts/campaigns/content';
import {
  TEMPLATE_MSG,
  type TTemplate,
  type TTemplateSummary,
} from '@resonate/contracts/campaigns/templates';
import type { CommunicationTemplatesTable } from '#/db/schema/communications.ts';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/lists/list-repository.ts';

export type TTemplateRow = Selectable<CommunicationTemplatesTable>;

/** A template of the client that is not archived; 404 (TEMPLATE_MSG.notFound) otherwise. */
export async function findTemplate(
  trx: TTrx,
  clientId: number,
  templateId: number,
  forUpdate = false,
): Promise<TTemplateRow> {
  let query = trx
    .selectFrom('communication_templates')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', templateId)
    .where('archived_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_MSG.notFound);
  return row;
}

/** Another live template of the channel with this name (any case). */
export async function templateNameTaken(
  trx: TTrx,
  clientId: number,
  channelId: number,
  name: string,
  exceptId: number | undefined,
): Promise<boolean> {
  let query = trx
    .selectFrom('communication_templates')
    .select('id')
    .where('client_id', '=', clientId)
    .where('channel_id', '=', channelId)
    .where('archived_at', 'is', null)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function toTemplateSummary(row: Omit<TTemplateRow, 'content'>): TTemplateSummary {
  return {
    templateId: Number(row.id),
    channelId: row.channel_id,
    name: row.name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    archived: row.archived_at !== null,
  };
}

export function toTemplate(row: TTemplateRow): TTemplate {
  const content = ZContentSchema.safeParse(row.content);
  return {
    ...toTemplateSummary(row),
    content: content.success ? content.data : emptyContent(row.channel_id),
  };
}
