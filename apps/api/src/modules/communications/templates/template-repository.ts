import { sql, type Selectable } from 'kysely';
import { ZContentSchema, emptyContent } from '@resonate/contracts/campaigns/content';
import {
  TEMPLATE_MSG,
  type TTemplate,
  type TTemplateSummary,
} from '@resonate/contracts/campaigns/templates';
import { contentLanguages } from '@resonate/contracts/campaigns/content-locales';
import type { CommunicationTemplatesTable } from '#/db/schema/communications.ts';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';

export type TTemplateRow = Selectable<CommunicationTemplatesTable>;

/**
 * A template of the client that is not archived (or any of its templates with
 * `includeArchived`, for the gallery's archived view); 404 (TEMPLATE_MSG.notFound) otherwise.
 */
export async function findTemplate(
  trx: TTrx,
  clientId: number,
  templateId: number,
  forUpdate = false,
  includeArchived = false,
): Promise<TTemplateRow> {
  let query = trx
    .selectFrom('communication_templates')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', templateId);
  if (!includeArchived) query = query.where('archived_at', 'is', null);
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

const EXCERPT_MAX = 140;

/**
 * The gallery card's line under the name: the subject, push title, letter heading or the
 * start of the text. In SQL, so a page of summaries never reads the (large) email html.
 */
export const excerptSql = sql<string>`left(coalesce(
  nullif(content->>'subject', ''), nullif(content->>'title', ''),
  nullif(content->>'heading', ''), nullif(content->>'text', ''),
  nullif(content->>'body', ''), nullif(content->>'url', ''), ''), ${EXCERPT_MAX})`;

/** The gallery's language badges: the keys of content.locales (issue 27), sorted. */
export const languagesSql = sql<string[]>`case when jsonb_typeof(content->'locales') = 'object'
  then array(select jsonb_object_keys(content->'locales') order by 1) else '{}'::text[] end`;

function excerptOf(content: Record<string, unknown>): string {
  for (const field of ['subject', 'title', 'heading', 'text', 'body', 'url']) {
    const value = content[field];
    if (typeof value === 'string' && value !== '') return value.slice(0, EXCERPT_MAX);
  }
  return '';
}

export function toTemplateSummary(
  row: Omit<TTemplateRow, 'content'> & { excerpt: string; languages: string[] },
): TTemplateSummary {
  return {
    excerpt: row.excerpt,
    languages: row.languages,
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
    ...toTemplateSummary({
      ...row,
      excerpt: excerptOf(row.content as Record<string, unknown>),
      languages: content.success ? contentLanguages(content.data) : [],
    }),
    content: content.success ? content.data : emptyContent(row.channel_id),
  };
}
