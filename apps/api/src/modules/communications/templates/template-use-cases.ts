import { sql } from 'kysely';
import { contentKindOf } from '@resonate/contracts/campaigns/content';
import {
  TEMPLATE_MSG,
  type TTemplate,
  type TTemplateSummary,
} from '@resonate/contracts/campaigns/templates';
import type { z } from 'zod';
import type {
  ZGetTemplatesRequestSchema,
  ZSaveTemplateRequestSchema,
} from '@resonate/contracts/campaigns/templates';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { contentProblems } from '../compose/launch-checks.ts';
import { withCompiledDesign } from '../design/email-content.ts';
import {
  excerptSql,
  findTemplate,
  languagesSql,
  templateNameTaken,
  toTemplate,
  toTemplateSummary,
} from './template-repository.ts';

type TGetTemplates = z.infer<typeof ZGetTemplatesRequestSchema>;
type TSaveTemplate = z.infer<typeof ZSaveTemplateRequestSchema>;

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * POST Communication/GetTemplates: one page, newest change first (or by creation or name),
 * the live templates or, with `archived`, only the archived ones.
 */
export async function getTemplates(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: TGetTemplates,
): Promise<{ templates: TTemplateSummary[]; total: number }> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    let query = trx
      .selectFrom('communication_templates')
      .where('client_id', '=', auth.clientId)
      .where('archived_at', request.archived ? 'is not' : 'is', null);
    if (request.channelId !== undefined) query = query.where('channel_id', '=', request.channelId);
    if (request.readyOnly) query = query.where('status', '=', 'ready');
    if (request.search) {
      query = query.where(sql<boolean>`name ilike ${likePattern(request.search)}`);
    }
    const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'client_id',
        'id',
        'channel_id',
        'name',
        'status',
        'created_by',
        'created_at',
        'updated_at',
        'archived_at',
        excerptSql.as('excerpt'),
        languagesSql.as('languages'),
      ])
      .$call((q) =>
        request.sort === 'name'
          ? q.orderBy(sql`lower(name)`).orderBy('id')
          : q.orderBy(request.sort === 'created' ? 'created_at' : 'updated_at', 'desc'),
      )
      .orderBy('id', 'desc')
      .limit(request.pageSize)
      .offset((request.pageNo - 1) * request.pageSize)
      .execute();
    return { templates: rows.map(toTemplateSummary), total: Number(total.n) };
  });
}

/** POST Communication/GetTemplate. */
export async function getTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  templateId: number,
): Promise<TTemplate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) =>
    toTemplate(await findTemplate(trx, auth.clientId, templateId)),
  );
}

/**
 * POST Communication/SaveTemplate. The content must be of the channel's kind; it saves as
 * 'ready' when complete and every field parses, else as 'draft' with the problems returned.
 * A template's channel is fixed once created (its content's kind depends on it).
 */
export async function saveTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: TSaveTemplate,
): Promise<{ template: TTemplate; problems: TFieldErrors }> {
  if (request.content.kind !== contentKindOf(request.channelId)) {
    throw new AppError('BAD_REQUEST', TEMPLATE_MSG.kindMismatch, {
      errors: { content: TEMPLATE_MSG.kindMismatch },
    });
  }
  // A design is compiled here (its html replaces whatever the client sent); it is 'ready' only
  // when it compiles without a problem and the content is complete.
  const compiled = await withCompiledDesign(request.content);
  const content = compiled.content;
  const problems = { ...contentProblems(content), ...compiled.errors };
  // The design's own keys say where Liquid breaks; the html they compile to would only repeat it.
  if (compiled.fatal) delete problems['content.html'];
  const status = Object.keys(problems).length === 0 ? 'ready' : 'draft';
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    if (request.templateId !== undefined) {
      const current = await findTemplate(trx, auth.clientId, request.templateId, true);
      if (current.channel_id !== request.channelId) {
        throw new AppError('BAD_REQUEST', TEMPLATE_MSG.kindMismatch, {
          errors: { channelId: TEMPLATE_MSG.kindMismatch },
        });
      }
    }
    const taken = await templateNameTaken(
      trx,
      auth.clientId,
      request.channelId,
      request.name,
      request.templateId,
    );
    if (taken) {
      throw new AppError('BAD_REQUEST', TEMPLATE_MSG.nameTaken, {
        errors: { name: TEMPLATE_MSG.nameTaken },
      });
    }
    const values = {
      name: request.name,
      content: JSON.stringify(content),
      status,
    } as const;
    const row =
      request.templateId === undefined
        ? await trx
            .insertInto('communication_templates')
            .values({
              ...values,
              client_id: auth.clientId,
              channel_id: request.channelId,
              created_by: auth.userId,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('communication_templates')
            .set({ ...values, updated_at: new Date() })
            .where('client_id', '=', auth.clientId)
            .where('id', '=', request.templateId)
            .returningAll()
            .executeTakeFirstOrThrow();
    return { template: toTemplate(row), problems };
  });
}

/** POST Communication/ArchiveTemplate: hidden from now on; drafts that copied it keep their copy. */
export async function archiveTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  templateId: number,
): Promise<void> {
  await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await findTemplate(trx, auth.clientId, templateId, true);
    await trx
      .updateTable('communication_templates')
      .set({ archived_at: new Date(), updated_at: new Date() })
      .where('client_id', '=', auth.clientId)
      .where('id', '=', templateId)
      .execute();
  });
}
